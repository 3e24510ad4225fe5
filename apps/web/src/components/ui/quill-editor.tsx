import Quill from 'quill';
import { useEffect, useRef, useState } from 'react';
import 'quill/dist/quill.snow.css';
import { useMessages } from '../../lib/locale';
import { toastError } from '../../lib/toast-store';
import { uploadPhoto } from '../../lib/upload-photo';
import type { Messages } from '../../messages/catalogue';
import { LinkDialog } from './link-dialog';
import { cleanEditorHtml, HISTORY, IMAGE_TYPES, isAllowedImage, TOOLBAR, toolbarLabels } from './rich-text-config';
import type { RichTextEditorProps } from './rich-text-editor';
import './rich-text-editor.css';

/** Uploads each PNG or JPEG as a photo and inserts its url at `index`; other files are refused. */
async function insertImages(quill: Quill, index: number, files: File[], t: Messages['uiControls']['editor']) {
  let at = index;
  for (const file of files) {
    if (!isAllowedImage(file)) {
      toastError(t.imageTypes(file.name));
      continue;
    }
    try {
      const photo = await uploadPhoto(file);
      quill.insertEmbed(at, 'image', photo.url, 'user');
      at += 1;
      quill.setSelection(at, 0, 'silent');
    } catch (error) {
      console.error(error);
      toastError(t.imageUploadFailed);
    }
  }
}

/** The Quill 2 editor (loaded lazily through RichTextEditor). */
/**
 * Stored HTML as the editor's content. Not `clipboard.dangerouslyPasteHTML`: it also puts the caret
 * in the editor, which takes the focus from whatever field the person is typing in when the editor
 * finishes loading.
 */
const htmlDelta = (quill: Quill, html: string) => quill.clipboard.convert({ html, text: '' });

export default function QuillEditor({ label, value, onChange, lang }: RichTextEditorProps) {
  const t = useMessages().uiControls.editor;
  const host = useRef<HTMLDivElement>(null);
  const quillRef = useRef<Quill | null>(null);
  const emitted = useRef<string>('');
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  /** The text the link dialog is open for (its selection), or null while it is closed. */
  const [linkAt, setLinkAt] = useState<{ index: number; length: number } | null>(null);
  /** Where the caret goes once the dialog has closed and handed focus back. */
  const caretAfterLink = useRef<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the editor is created once; value changes are handled below.
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const editorElement = document.createElement('div');
    element.append(editorElement);
    const Delta = Quill.import('delta') as typeof import('quill').Delta;
    const quill = new Quill(editorElement, {
      theme: 'snow',
      placeholder: t.placeholder,
      modules: {
        toolbar: {
          container: TOOLBAR,
          handlers: {
            image: () => {
              const input = document.createElement('input');
              input.type = 'file';
              input.accept = IMAGE_TYPES.join(',');
              input.multiple = true;
              input.onchange = () => {
                const range = quill.getSelection(true);
                void insertImages(quill, range.index, [...(input.files ?? [])], t);
              };
              input.click();
            },
            link: (on: boolean) => {
              if (!on) return quill.format('link', false);
              const { index, length } = quill.getSelection(true);
              setLinkAt({ index, length });
            },
          },
        },
        history: HISTORY,
      },
    });
    // Dropped and pasted files go through the upload, never into the text as data URLs. All of them go
    // to insertImages, which says why it refuses one: Quill's own uploader would pass on only the types
    // it lists and drop a GIF without a word.
    const uploader = quill.getModule('uploader') as { upload: (range: { index: number }, files: ArrayLike<File>) => void };
    uploader.upload = (range, files) => void insertImages(quill, range.index, Array.from(files), t);
    // Pasted HTML may carry inline data-URL pictures: those are dropped.
    quill.clipboard.addMatcher('IMG', (node, delta) => ((node as HTMLImageElement).src.startsWith('data:') ? new Delta() : delta));
    const toolbar = element.querySelector('.ql-toolbar');
    toolbar?.setAttribute('role', 'toolbar');
    toolbar?.setAttribute('aria-label', t.toolbar);
    for (const [selector, name] of toolbarLabels(t)) {
      const button = element.querySelector(selector);
      button?.setAttribute('aria-label', name);
      button?.setAttribute('title', name);
    }
    quill.root.setAttribute('aria-label', label);
    quill.root.setAttribute('role', 'textbox');
    quill.root.setAttribute('aria-multiline', 'true');
    if (value) quill.setContents(htmlDelta(quill, value), 'silent');
    emitted.current = value;
    quill.on('text-change', () => {
      const html = cleanEditorHtml(quill.getSemanticHTML(), quill.getText().trim() === '' && !quill.root.querySelector('img'));
      emitted.current = html;
      onChangeRef.current(html);
    });
    quillRef.current = quill;
    return () => {
      quillRef.current = null;
      element.replaceChildren();
    };
  }, []);

  // A value set from outside (form reset, loaded item) replaces the content.
  useEffect(() => {
    const quill = quillRef.current;
    if (!quill || value === emitted.current) return;
    emitted.current = value;
    quill.setContents(value ? htmlDelta(quill, value) : [], 'silent');
    quill.history.clear();
  }, [value]);

  // Runs after the dialog's own cleanup has given focus back to where it was: the caret goes after the new link.
  useEffect(() => {
    const quill = quillRef.current;
    if (linkAt !== null || caretAfterLink.current === null || !quill) return;
    quill.setSelection(caretAfterLink.current, 0, 'user');
    caretAfterLink.current = null;
  }, [linkAt]);

  /** A selection becomes the link; with nothing selected, the address itself is inserted as one. */
  function insertLink(href: string) {
    const quill = quillRef.current;
    if (quill && linkAt) {
      if (linkAt.length > 0) quill.formatText(linkAt.index, linkAt.length, 'link', href, 'user');
      else quill.insertText(linkAt.index, href, 'link', href, 'user');
      caretAfterLink.current = linkAt.index + (linkAt.length || href.length);
    }
    setLinkAt(null);
  }

  return (
    <>
      <div ref={host} className="rich-text" lang={lang} />
      {linkAt && <LinkDialog onInsert={insertLink} onCancel={() => setLinkAt(null)} />}
    </>
  );
}

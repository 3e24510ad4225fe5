import { lazy, Suspense, useId } from 'react';
import { useMessages } from '../../lib/locale';

export type RichTextEditorProps = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** The language of the text edited, when it is not the page's: the Russian fields on English pages. */
  lang?: string | undefined;
};

// Quill is big: it is fetched only by the pages that edit text.
const QuillEditor = lazy(() => import('./quill-editor'));

/** A labelled rich-text field (HTML within the server's allowlist). */
export function RichTextEditor(props: RichTextEditorProps) {
  const messages = useMessages();
  const id = useId();
  return (
    <fieldset className="field rich-text-field" aria-labelledby={id}>
      <legend id={id} className="field__label">
        {props.label}
      </legend>
      <Suspense fallback={<div className="rich-text rich-text--loading">{messages.uiControls.editor.loading}</div>}>
        <QuillEditor {...props} />
      </Suspense>
    </fieldset>
  );
}

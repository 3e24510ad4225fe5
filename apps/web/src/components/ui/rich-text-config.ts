import type { Messages } from '../../messages/catalogue';

/** The spec's toolbar: headers 1 and 2, bold, italic, underline, strike, lists, link, image, clean. */
export const TOOLBAR = [
  [{ header: 1 }, { header: 2 }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['link', 'image'],
  ['clean'],
];

/** Undo: edits within 1000 ms merge into one step; at most 100 steps are kept. */
export const HISTORY = { delay: 1000, maxStack: 100, userOnly: true } as const;

/** Images that may be dropped, pasted or inserted: uploaded as photos, never inlined. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

export function isAllowedImage(file: File): boolean {
  return (IMAGE_TYPES as readonly string[]).includes(file.type);
}

/** Accessible names of the toolbar buttons, by Quill's class and value, in the page's language. */
export const toolbarLabels = (t: Messages['uiControls']['editor']): [selector: string, label: string][] => [
  ['.ql-header[value="1"]', t.h1],
  ['.ql-header[value="2"]', t.h2],
  ['.ql-bold', t.bold],
  ['.ql-italic', t.italic],
  ['.ql-underline', t.underline],
  ['.ql-strike', t.strike],
  ['.ql-list[value="ordered"]', t.ordered],
  ['.ql-list[value="bullet"]', t.bullet],
  ['.ql-link', t.link],
  ['.ql-image', t.image],
  ['.ql-clean', t.clean],
];

/**
 * Quill's semantic HTML writes every space as &nbsp;, which would stop lines from wrapping;
 * an empty editor is one empty paragraph, which means no description at all.
 */
export function cleanEditorHtml(html: string, isEmpty: boolean): string {
  if (isEmpty) return '';
  return html.replaceAll('&nbsp;', ' ');
}

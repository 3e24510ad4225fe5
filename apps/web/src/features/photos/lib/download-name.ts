/** Longest download file name, extension included (docs/spec/part-2-browse-edit-moderation.md, section 9). */
export const FILE_NAME_MAX = 80;

/** The extension for a content type: png, webp, gif, bmp, else jpg (docs/spec/part-2-browse-edit-moderation.md, section 9). */
export function extensionFor(contentType: string): string {
  const type = contentType.toLowerCase();
  for (const ext of ['png', 'webp', 'gif', 'bmp']) if (type.includes(ext)) return ext;
  return 'jpg';
}

/**
 * A safe file name: characters that file systems or shells dislike become `_`, runs collapse,
 * any extension the name had is replaced by the one of the content type, and the result fits 80 characters.
 */
export function downloadName(name: string, contentType: string, fallback: string): string {
  const ext = extensionFor(contentType);
  const base = name
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed.
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/_+/g, '_')
    .replace(/^[\s._]+|[\s._]+$/g, '');
  const cut = (base || fallback).slice(0, FILE_NAME_MAX - ext.length - 1).replace(/[\s._]+$/, '');
  return `${cut || fallback}.${ext}`;
}

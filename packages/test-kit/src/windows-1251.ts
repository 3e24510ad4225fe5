/**
 * Text in Windows-1251, as a Russian Excel saves «CSV (разделители — точка с запятой)»: the
 * Russian letters and ASCII, which is all the import's tests write (another character would be
 * written as its code's low byte).
 */
export const windows1251 = (text: string): Buffer =>
  Buffer.from(
    [...text].map((ch) => {
      if (ch >= 'А' && ch <= 'я') return ch.charCodeAt(0) - 0x410 + 0xc0;
      if (ch === 'ё') return 0xb8;
      if (ch === 'Ё') return 0xa8;
      return ch.charCodeAt(0);
    }),
  );

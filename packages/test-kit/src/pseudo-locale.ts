/*
 * A pseudo-locale for tests only (ADR 081): English with every letter accented, each text in brackets
 * and two fifths longer, «[Ẽñğļîšħ ţéẋţ öñé ţŵö]», made from the English catalogue (never a folder of
 * its own): the web's jsdom tests put it in English's place, and the browser walk (e2e) serves the
 * English chunk wrapped in it. A page drawn in it shows at a glance what did not come from the catalogue: text written
 * by hand in a component stays plain, and a layout that clips a longer language clips the padding.
 */

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'áƀçðéƒğħîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐẼƑĞĦÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ';
const ACCENT = new Map([...PLAIN].map((letter, i) => [letter, [...ACCENTED][i] as string]));
const PADDING = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** Letters (of any script) that a reader would read as words; a text of digits alone («1916») is no language's. */
const WORDS = /\p{L}/u;
/** Parts of a text that are not words to translate: addresses, entities, markup, {placeholders}. */
const KEEP = /(https?:\/\/\S+|&#?\w+;|<[^>]*>|\{[^}]*\})/;

/** Every pseudo letter, to tell pseudo text from text a page wrote by hand (`wrongLanguageTexts`). */
export const PSEUDO_LETTERS = ACCENTED;

/** One text in the pseudo-locale: accented, bracketed, and about two fifths longer. */
export function pseudoText(text: string): string {
  if (!WORDS.test(text)) return text;
  const accented = text
    .split(KEEP)
    .map((part, i) => (i % 2 === 1 ? part : [...part].map((c) => ACCENT.get(c) ?? c).join('')))
    .join('');
  const extra = Math.ceil(text.length * 0.4);
  const padding: string[] = [];
  for (let length = 0, i = 0; length < extra; i += 1) {
    const word = PADDING[i % PADDING.length] as string;
    padding.push(word);
    length += word.length + 1;
  }
  // The padding is accented too: a page that splits a text around content it puts in shows pseudo
  // letters in each piece («[Šéáŕçħ ƒöŕ “», the name, «” öñé ţŵö]»).
  return `[${accented} ${[...padding.join(' ')].map((c) => ACCENT.get(c) ?? c).join('')}]`;
}

/** A whole catalogue in the pseudo-locale: every text, and every text a function returns. */
export function pseudoCatalogue<T>(node: T): T {
  if (typeof node === 'string') return pseudoText(node) as T;
  if (typeof node === 'function') return ((...args: unknown[]) => pseudoCatalogue(node(...args))) as T;
  if (Array.isArray(node)) return node.map((item) => pseudoCatalogue(item)) as T;
  if (node !== null && typeof node === 'object') {
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, pseudoCatalogue(value)])) as T;
  }
  return node;
}

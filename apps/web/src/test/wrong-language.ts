import { PSEUDO_LETTER } from './pseudo-locale';

/** The attributes a reader meets as text (read aloud, shown on hover, in an empty field). */
const READ_ATTRIBUTES = ['alt', 'title', 'aria-label', 'placeholder'] as const;

const LETTER = /\p{L}/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;

/**
 * Texts in `root` that a page in the pseudo-locale should not show: text nodes and read attributes
 * outside content marked with a `lang` of its own (catalogue text, a language's own name) or
 * `translate="no"` (a name such as «IIIF») that hold no pseudo text, i.e. written by hand in a component or left in Russian. Returns them as
 * «where: text», none when the page is clean.
 */
export function unlocalisedTexts(root: Element): string[] {
  const found: string[] = [];
  const check = (element: Element, text: string, where: string) => {
    const value = text.trim();
    if (!LETTER.test(value) || element.closest('[lang]:not(html), [translate="no"]')) return;
    // Interface text with catalogue text put in it («Кожух No. 12. Open photo 1 of 1» in a label)
    // cannot mark its parts: pseudo text in it is enough. Without any, it is written by hand or unmarked Russian.
    if (!PSEUDO_LETTER.test(value)) found.push(`${where}${CYRILLIC.test(value) ? ' (Russian, not marked)' : ''}: «${value}»`);
  };
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (element && !element.closest('script, style, noscript')) check(element, node.textContent ?? '', element.tagName.toLowerCase());
  }
  for (const attribute of READ_ATTRIBUTES) {
    for (const element of Array.from(root.querySelectorAll(`[${attribute}]`))) {
      check(element, element.getAttribute(attribute) ?? '', `${element.tagName.toLowerCase()}[${attribute}]`);
    }
  }
  return found;
}

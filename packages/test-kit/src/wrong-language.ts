/// <reference lib="dom" />

/**
 * Texts in `root` in the wrong language for a page of another language than Russian (ADR 081):
 * text nodes and the attributes a reader meets as text (`alt`, `title`, `aria-label`, `placeholder`)
 * outside content marked with a `lang` of its own (catalogue content, a language's own name) or
 * `translate="no"` (a name such as «IIIF»):
 * - a text node with Russian in it: catalogue content is drawn in an element of its own, marked;
 * - an attribute, or the text of an element that holds plain text only (an `<option>`, a drawing's
 *   `<title>`), that is all Russian; one that puts catalogue content or a Russian term of art into
 *   interface text («Кожух No. 12. Open photo 1 of 1», «excavated (раскопочное)») cannot mark its
 *   parts, and its interface words are enough;
 * - with `pseudoLetters` (the pseudo-locale's, `PSEUDO_LETTERS`), a text or attribute with no pseudo
 *   letter at all: written by hand in a component, not taken from the catalogue; but a text that is
 *   exactly one of `worded` is taken as written (the server's texts in English: the pseudo-locale is
 *   the web's alone, and the server answers its pages in English, ADR 085).
 * Returns them as «where: text», none when the page is clean.
 *
 * Self-contained (no names from outside its body), so the browser walk runs it in the page
 * (`page.evaluate`) as the web's jsdom tests run it in theirs.
 */
export function wrongLanguageTexts(root: Element, pseudoLetters = '', worded: readonly string[] = []): string[] {
  const readAttributes = ['alt', 'title', 'aria-label', 'placeholder'];
  const letter = /\p{L}/u;
  const cyrillic = /\p{Script=Cyrillic}/u;
  const pseudo = pseudoLetters ? new RegExp(`[${pseudoLetters}]`, 'u') : undefined;
  const found: string[] = [];
  // Interface words: pseudo letters in the pseudo-locale, else letters that are not Russian.
  const ours = pseudo ?? /(?!\p{Script=Cyrillic})\p{L}/u;
  const check = (element: Element, text: string, where: string, isAttribute: boolean) => {
    const value = text.replace(/\s+/g, ' ').trim();
    if (!letter.test(value) || worded.includes(value) || element.closest('[lang]:not(html), [translate="no"]')) return;
    const russian = cyrillic.test(value) && (!isAttribute || !ours.test(value));
    if (russian || !ours.test(value)) found.push(`${where}${russian ? ' (Russian, not marked)' : ''}: «${value}»`);
  };
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (element && !element.closest('script, style, noscript, template')) {
      const plain =
        element.localName === 'option' || (element.localName === 'title' && element.namespaceURI === 'http://www.w3.org/2000/svg');
      check(element, node.textContent ?? '', element.tagName.toLowerCase(), plain);
    }
  }
  for (const attribute of readAttributes) {
    for (const element of Array.from(root.querySelectorAll(`[${attribute}]`))) {
      check(element, element.getAttribute(attribute) ?? '', `${element.tagName.toLowerCase()}[${attribute}]`, true);
    }
  }
  return found;
}

/**
 * Texts the layout cuts: an element with text of its own (not inline, shown, more than a pixel)
 * whose content is wider than its box (hidden behind an ellipsis or sticking out over its
 * neighbours), or taller than a box that hides the rest. A scrolling box (a table's, a field's) is
 * let be: its reader scrolls it. Returns them as «<tag class> «text» needs N px, has M px».
 *
 * Self-contained, as `page.evaluate` needs.
 */
export function clippedTexts(): string[] {
  const found: string[] = [];
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    if (!(element instanceof HTMLElement) || element.closest('script, style, noscript, template, textarea, select')) continue;
    const ownText = Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && /\S/.test(node.textContent ?? ''));
    if (!ownText || !element.checkVisibility()) continue;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    if (style.display.startsWith('inline') && style.display !== 'inline-block' && style.display !== 'inline-flex') continue;
    // A teaser cut to its lines on purpose (line-clamp) is drawn as designed, in every language.
    if (box.width <= 1 || box.height <= 1 || style.getPropertyValue('-webkit-line-clamp') !== 'none') continue;
    const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
    const wide = !scrolls(style.overflowX) && element.scrollWidth - element.clientWidth > 1;
    const tall = !scrolls(style.overflowY) && style.overflowY !== 'visible' && element.scrollHeight - element.clientHeight > 1;
    if (!wide && !tall) continue;
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    const [needs, has] = wide ? [element.scrollWidth, element.clientWidth] : [element.scrollHeight, element.clientHeight];
    found.push(`<${element.tagName.toLowerCase()} class="${element.className}"> «${text}» needs ${needs} px, has ${has} px`);
  }
  return found;
}

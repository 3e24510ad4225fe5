import type { Page } from 'playwright-core';

/**
 * Whether the page is wider than the window (a phone's reader would scroll it sideways): what sticks
 * out, or nothing. A long word in a record's name or text must wrap, whatever its container.
 */
export function sidewaysScroll(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return undefined;
    const wider = Array.from(document.querySelectorAll('body *')).filter((el) => el.getBoundingClientRect().right > width + 1);
    // The innermost ones: what pushes the page, not each of its containers.
    return (
      wider
        .filter((el) => !wider.some((other) => other !== el && el.contains(other)))
        .slice(0, 5)
        .map(
          (el) =>
            `<${el.tagName.toLowerCase()} class="${el.className}"> «${(el.textContent ?? '').trim().slice(0, 40)}» ends at ${Math.round(el.getBoundingClientRect().right)} px`,
        )
        .join('; ') + ` (window ${width} px)`
    );
  });
}

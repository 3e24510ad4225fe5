import type { Page } from 'playwright-core';

/**
 * Whether the page is wider than the window (a phone's reader would scroll it sideways): what sticks
 * out, or nothing. A long word in a record's name or text must wrap, whatever its container.
 * A dialog over the page (fixed, so it makes no scroll) that is wider than the window is reported too:
 * its sides are cut off, and nothing brings them back.
 */
export function sidewaysScroll(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) {
      // One still sliding in is let be: a phone's menu starts beside the window.
      const cut = Array.from(document.querySelectorAll('[aria-modal="true"]')).filter((dialog) => {
        const box = dialog.getBoundingClientRect();
        return box.width > 0 && dialog.getAnimations().length === 0 && (box.left < -1 || box.right > width + 1);
      });
      if (cut.length === 0) return undefined;
      const cutOff = cut.map((dialog) => {
        const box = dialog.getBoundingClientRect();
        return `a dialog is cut off: <${dialog.tagName.toLowerCase()} class="${dialog.className}"> «${(dialog.textContent ?? '').trim().slice(0, 40)}» spans ${Math.round(box.left)} to ${Math.round(box.right)} px`;
      });
      return `${cutOff.join('; ')} (window ${width} px)`;
    }
    const wider = Array.from(document.querySelectorAll('body *')).filter((el) => el.getBoundingClientRect().right > width + 1);
    // The innermost ones: what pushes the page, not each of its containers.
    return `${wider
      .filter((el) => !wider.some((other) => other !== el && el.contains(other)))
      .slice(0, 5)
      .map(
        (el) =>
          `<${el.tagName.toLowerCase()} class="${el.className}"> «${(el.textContent ?? '').trim().slice(0, 40)}» ends at ${Math.round(el.getBoundingClientRect().right)} px`,
      )
      .join('; ')} (window ${width} px)`;
  });
}

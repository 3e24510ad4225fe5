import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long to wait for a page's heading, in animation frames (pages show it once their data loads). */
const MAX_FRAMES = 120;

/**
 * After in-app navigation to another path, focus moves to the new page's heading, so keyboard and
 * screen-reader users start reading the page, not the link they left. A control inside the page
 * that survives the navigation (a pager, the photo arrows) keeps its focus. Not on the first load.
 */
export function usePageFocus(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void pathname;
    const container = main.current;
    const active = document.activeElement;
    if (container && active && active !== document.body && container.contains(active)) return;
    let frames = 0;
    let handle = 0;
    const focusHeading = () => {
      const heading = container?.querySelector<HTMLElement>('h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      } else if (++frames < MAX_FRAMES) {
        handle = requestAnimationFrame(focusHeading);
      } else {
        container?.focus({ preventScroll: true });
      }
    };
    handle = requestAnimationFrame(focusHeading);
    return () => cancelAnimationFrame(handle);
  }, [pathname, main]);
}

import { type RefObject, useEffect } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focus to the page's heading (focusable for this), else to the main area: where a reader starts. */
export function focusPageHeading(): void {
  const heading = document.querySelector<HTMLElement>('#main h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  (heading ?? document.querySelector<HTMLElement>('#main'))?.focus({ preventScroll: true });
}

/**
 * While mounted: moves focus into the container (its first field, else its first control),
 * keeps Tab and Shift+Tab inside it, and on unmount returns focus to what had it before.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = container.querySelector<HTMLElement>('input, textarea, select') ?? container.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? container).focus();

    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Tab' || !container) return;
      const items = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const head = items[0];
      const tail = items[items.length - 1];
      if (!head || !tail) return;
      const outside = !container.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === head || outside)) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && (document.activeElement === tail || outside)) {
        event.preventDefault();
        head.focus();
      }
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      // Focus goes back where it was, if that element is still on the page (after logging in, the
      // «Войти» button is gone): else to the page's heading, where the user was reading.
      if (previous?.isConnected) previous.focus();
      else focusPageHeading();
    };
  }, [ref]);
}

/** Locks page scrolling while the calling component is mounted and `locked` is true. */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [locked]);
}

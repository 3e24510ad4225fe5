import { useEffect, useLayoutEffect, useRef } from 'react';

const PREFIX = 'scroll:';

/**
 * Remembers the window scroll of a page under `key` and restores it once `ready` (its content
 * is on screen), so Back returns to the same place even when the content loads later.
 */
export function useScrollMemory(key: string, ready: boolean): void {
  const restored = useRef<string | null>(null);

  useLayoutEffect(() => {
    if (!ready || restored.current === key) return;
    restored.current = key;
    const saved = Number(sessionStorage.getItem(PREFIX + key));
    if (saved > 0) window.scrollTo(0, saved);
  }, [key, ready]);

  useEffect(() => {
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (restored.current === key) sessionStorage.setItem(PREFIX + key, String(Math.round(window.scrollY)));
      });
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', save);
    };
  }, [key]);
}

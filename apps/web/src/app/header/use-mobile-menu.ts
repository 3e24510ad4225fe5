import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useScrollLock } from '../../components/ui/use-focus-trap';

/** Under this width the header shows the menu button instead of the row of links. */
export const MOBILE_BREAKPOINT_PX = 640;

/**
 * The mobile menu's open state with every closing rule of the spec: route change, Escape,
 * orientation change, the window growing to the breakpoint or wider. Link taps close it too
 * (through `close`). Page scrolling is locked while it is open.
 */
export function useMobileMenu() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    // Adjusting state while rendering (not in an effect) so the menu never paints open on the new page.
    setSeenKey(location.key);
    setOpen(false);
  }
  useScrollLock(open);

  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const handleResize = () => {
      if (window.innerWidth >= MOBILE_BREAKPOINT_PX) close();
    };
    window.addEventListener('keydown', handleKeyDown);
    window.addEventListener('resize', handleResize);
    window.addEventListener('orientationchange', close);
    screen.orientation?.addEventListener?.('change', close);
    return () => {
      window.removeEventListener('keydown', handleKeyDown);
      window.removeEventListener('resize', handleResize);
      window.removeEventListener('orientationchange', close);
      screen.orientation?.removeEventListener?.('change', close);
    };
  }, [open]);

  return {
    open,
    openMenu: useCallback(() => setOpen(true), []),
    close: useCallback(() => setOpen(false), []),
  };
}

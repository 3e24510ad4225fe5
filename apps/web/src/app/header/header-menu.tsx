import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';

type Props = {
  /** The button's visible text. */
  label: ReactNode;
  /** The button's accessible name when it differs from the visible text. */
  ariaLabel?: string;
  className?: string;
  /** The button's ref, for a caller that moves focus to it. */
  buttonRef?: RefObject<HTMLButtonElement | null>;
  /** The entries: links and buttons; a click on any of them closes the menu. */
  children: ReactNode;
};

/**
 * A disclosure menu of the header: a button that shows a short list under it. Closes on Escape
 * (focus back to the button), on a click outside or on an entry, and on any route change.
 */
export function HeaderMenu({ label, ariaLabel, className, buttonRef: givenRef, children }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const ownRef = useRef<HTMLButtonElement>(null);
  const buttonRef = givenRef ?? ownRef;
  const listRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    // Using an entry (a link or a button, by mouse or key) closes the menu.
    const onClick = (event: MouseEvent) => {
      if (listRef.current?.contains(event.target as Node) && (event.target as Element).closest('a, button')) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, buttonRef]);

  return (
    <div ref={rootRef} className={`header-menu ${className ?? ''}`}>
      <button
        ref={buttonRef}
        type="button"
        className="header-menu__button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={ariaLabel}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <span className="header-menu__caret" aria-hidden="true" />
      </button>
      {/* Hidden, not unmounted: aria-controls keeps pointing at the list. */}
      <div ref={listRef} id={id} className="header-menu__list" hidden={!open}>
        {children}
      </div>
    </div>
  );
}

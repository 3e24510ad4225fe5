import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useMessages } from '../../lib/locale';
import { useFocusTrap, useScrollLock } from './use-focus-trap';
import './dialog.css';

type DialogProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A modal dialog: focus moves inside and stays there, Escape or the backdrop closes it,
 * and focus returns to what had it before. Render it only while open.
 */
export function Dialog({ title, onClose, children }: DialogProps) {
  const messages = useMessages();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useFocusTrap(panelRef);
  useScrollLock(true);

  const backdropRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const backdrop = backdropRef.current;
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') onCloseRef.current();
    }
    // A press on the backdrop itself (not inside the panel) closes, like Escape. Not the second
    // press of a double click: its first click may have shrunk the panel from under the pointer
    // (a sent form gives way to a short notice), and closing would hide that notice unread; nor
    // does that press select the notice's last word.
    function handleBackdrop(event: MouseEvent) {
      if (event.target !== backdrop) return;
      if (event.detail > 1) event.preventDefault();
      else onCloseRef.current();
    }
    document.addEventListener('keydown', handleKeyDown);
    backdrop?.addEventListener('mousedown', handleBackdrop);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      backdrop?.removeEventListener('mousedown', handleBackdrop);
    };
  }, []);

  return (
    <div ref={backdropRef} className="dialog-backdrop">
      <div ref={panelRef} className="dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="dialog__head">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button type="button" className="dialog__close" aria-label={messages.dialog.close} onClick={onClose}>
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}

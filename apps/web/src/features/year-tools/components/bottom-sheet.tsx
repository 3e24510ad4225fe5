import { type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useMessages } from '../../../lib/locale';
import { closesSheet, sheetOffset } from '../lib/sheet-drag';
import './bottom-sheet.css';

export interface BottomSheetProps {
  /** Id of the heading that names the sheet. */
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal sheet at the bottom of a narrow screen. Closed by a click on the backdrop, by Escape,
 * or by dragging its handle down more than 100 px; a shorter drag springs back.
 */
export function BottomSheet({ labelledBy, onClose, children }: BottomSheetProps) {
  const messages = useMessages();
  const sheet = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointerId: number; startY: number } | null>(null);
  const [offset, setOffset] = useState(0);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    sheet.current?.focus();
    return () => opener?.focus?.();
  }, []);

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    drag.current = { pointerId: event.pointerId, startY: event.clientY };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }
  function handlePointerMove(event: PointerEvent<HTMLDivElement>) {
    if (drag.current?.pointerId !== event.pointerId) return;
    setOffset(sheetOffset(drag.current.startY, event.clientY));
  }
  function handlePointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = drag.current;
    if (start?.pointerId !== event.pointerId) return;
    drag.current = null;
    setOffset(0);
    if (closesSheet(start.startY, event.clientY)) onClose();
  }

  return (
    <div className="yt-sheet-layer">
      <div className="yt-sheet-backdrop" data-testid="sheet-backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={sheet}
        className={`yt-sheet${offset > 0 ? ' yt-sheet--dragging' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        style={{ transform: `translateY(${offset}px)` }}
        onKeyDown={(event) => event.key === 'Escape' && onClose()}
      >
        <div
          className="yt-sheet__handle"
          data-testid="sheet-handle"
          title={messages.yearTools.panel.dragHint}
          onPointerDown={handlePointerDown}
          onPointerMove={handlePointerMove}
          onPointerUp={handlePointerUp}
          onPointerCancel={handlePointerUp}
        >
          <span className="yt-sheet__grip" />
        </div>
        <div className="yt-sheet__body">{children}</div>
      </div>
    </div>
  );
}

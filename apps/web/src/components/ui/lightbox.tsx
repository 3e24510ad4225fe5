import { type ReactNode, useEffect, useRef, useState } from 'react';
import { thumbnailSrc, withUploadHost } from '../../lib/photo-urls';
import { ru } from '../../messages/ru';
import { useFocusTrap } from './use-focus-trap';
import { useZoom, ZOOM } from './use-zoom';
import './lightbox.css';

export type LightboxPhoto = { id: number; url: string; thumbnailUrl?: string; width?: number; height?: number };

type Props = {
  photos: LightboxPhoto[];
  /** Open at 0 or more; the owner closes it (index -1) from `onClose`. */
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Extra content for the current photo (an info card). */
  info?: (photo: LightboxPhoto) => ReactNode;
};

const t = ru.browse.lightbox;
const SWIPE_MIN = 50;

/** Full-screen photo viewer: arrows and Esc, swipe, zoom and pan, a thumbnail strip that can be hidden. */
export function Lightbox({ photos, index, onIndexChange, onClose, info }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const { zoom, reset, zoomIn, zoomOut, move, tap, zoomed } = useZoom();
  const [strip, setStrip] = useState(true);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const photo = photos[index];
  const count = photos.length;
  useFocusTrap(ref);
  // The trap focuses the first control; the viewer itself takes focus instead, so no button looks pressed on open.
  useEffect(() => ref.current?.focus(), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new photo starts unzoomed.
  useEffect(() => reset(), [index, reset]);

  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  const go = (delta: number) => count > 0 && onIndexChange((index + delta + count) % count);

  function onKeyDown(event: React.KeyboardEvent) {
    const keys: Record<string, () => void> = {
      Escape: onClose,
      ArrowLeft: () => (zoomed ? move(ZOOM.keyboardMove, 0) : go(-1)),
      ArrowRight: () => (zoomed ? move(-ZOOM.keyboardMove, 0) : go(1)),
      ArrowUp: () => move(0, ZOOM.keyboardMove),
      ArrowDown: () => move(0, -ZOOM.keyboardMove),
      '+': zoomIn,
      '=': zoomIn,
      '-': zoomOut,
      '0': reset,
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  }

  function onTouchEnd(event: React.TouchEvent) {
    const start = touch.current;
    const end = event.changedTouches[0];
    touch.current = null;
    if (!start || !end) return;
    const dx = end.clientX - start.x;
    const dy = end.clientY - start.y;
    if (!zoomed && Math.abs(dx) > SWIPE_MIN && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
    else if (Math.abs(dx) < 10 && Math.abs(dy) < 10) {
      // A tap is counted here with the touch delay; the click the browser would add is suppressed.
      event.preventDefault();
      tap('touch', performance.now());
    }
  }

  if (!photo) return null;
  return (
    <div
      ref={ref}
      className="lightbox"
      role="dialog"
      aria-modal="true"
      aria-label={t.title(index + 1, count)}
      onKeyDown={onKeyDown}
      tabIndex={-1}
    >
      <div className="lightbox__bar">
        <span className="lightbox__counter">{t.counter(index + 1, count)}</span>
        <div className="lightbox__tools">
          <button type="button" className="lightbox__tool" onClick={zoomOut} disabled={!zoomed} aria-label={t.zoomOut}>
            −
          </button>
          <button type="button" className="lightbox__tool" onClick={zoomIn} disabled={zoom.scale >= ZOOM.max} aria-label={t.zoomIn}>
            +
          </button>
          {count > 1 && (
            <button type="button" className="lightbox__tool lightbox__tool--text" onClick={() => setStrip(!strip)} aria-pressed={strip}>
              {strip ? t.hideThumbs : t.showThumbs}
            </button>
          )}
          <button type="button" className="lightbox__tool" onClick={onClose} aria-label={t.close}>
            ✕
          </button>
        </div>
      </div>
      <div className="lightbox__stage">
        {count > 1 && (
          <button type="button" className="lightbox__nav lightbox__nav--prev" onClick={() => go(-1)} aria-label={t.prev}>
            ‹
          </button>
        )}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard zooms with + and −. */}
        <img
          key={photo.id}
          className={`lightbox__image${zoomed ? ' lightbox__image--zoomed' : ''}`}
          src={withUploadHost(photo.url)}
          alt={t.photoAlt(photo.id)}
          width={photo.width}
          height={photo.height}
          draggable={false}
          style={{ transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` }}
          onClick={() => tap('mouse', performance.now())}
          onTouchStart={(event) => {
            const first = event.touches[0];
            touch.current = first ? { x: first.clientX, y: first.clientY } : null;
          }}
          onTouchEnd={onTouchEnd}
        />
        {count > 1 && (
          <button type="button" className="lightbox__nav lightbox__nav--next" onClick={() => go(1)} aria-label={t.next}>
            ›
          </button>
        )}
      </div>
      {info && <div className="lightbox__info">{info(photo)}</div>}
      {strip && count > 1 && (
        <ul className="lightbox__strip" aria-label={t.thumbs}>
          {photos.map((item, i) => (
            <li key={item.id}>
              <button
                type="button"
                className={`lightbox__thumb${i === index ? ' lightbox__thumb--current' : ''}`}
                aria-current={i === index ? 'true' : undefined}
                aria-label={t.photoAlt(item.id)}
                onClick={() => onIndexChange(i)}
              >
                <img
                  src={item.thumbnailUrl ? withUploadHost(item.thumbnailUrl) : thumbnailSrc(item.url)}
                  alt=""
                  width={120}
                  height={80}
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

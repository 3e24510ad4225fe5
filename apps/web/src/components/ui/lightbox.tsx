import type { PhotoLicence as Licence } from '@museum/contract';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useMessages } from '../../lib/locale';
import type { PhotoLike } from '../../lib/photo-sources';
import { PhotoLicence } from '../photo-rights/photo-licence';
import { ResponsivePhoto } from './responsive-photo';
import { useFocusTrap } from './use-focus-trap';
import { ZOOM, ZoomableImage, type ZoomControls } from './zoomable-image';
import './lightbox.css';

export type LightboxPhoto = PhotoLike & {
  id: number;
  /** Shown under the photo when the answer carries them (null: unknown). */
  credit?: string | null;
  licence?: Licence | null;
};

type Props = {
  photos: LightboxPhoto[];
  /** Open at 0 or more; the owner closes it (index -1) from `onClose`. */
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Extra content for the current photo (an info card). */
  info?: (photo: LightboxPhoto) => ReactNode;
  /** From the last photo on to the first and back (default); off where the list goes on beyond these photos. */
  wrap?: boolean;
  /**
   * The counter's «n / total» where the photos are a window on a longer list (a gallery page with
   * its neighbours' photos); by default the place among `photos`.
   */
  position?: { n: number; total: string };
};

/** What a click may land on around the photo: these close the viewer, the photo and the controls do not. */
const BACKDROP = '.lightbox, .lightbox__bar, .lightbox__stage, .lightbox__zoom, .lightbox__zoom-content, .lightbox__rights';

/**
 * Full-screen photo viewer: arrows and Esc, swipe, a thumbnail strip that can be hidden; zoom and
 * pan by mouse drag, finger drag, pinch, wheel and trackpad (`ZoomableImage`), double tap or
 * double click within the spec's delays, and the spec's keys (+, −, 0, arrows move by 50 px).
 */
export function Lightbox({ photos, index, onIndexChange, onClose, info, wrap = true, position }: Props) {
  const t = useMessages().browse.lightbox;
  const ref = useRef<HTMLDivElement>(null);
  const zoomRef = useRef<ZoomControls>(null);
  const [scale, setScale] = useState<number>(ZOOM.min);
  const zoomed = scale > ZOOM.min;
  const lastTap = useRef(0);
  const [strip, setStrip] = useState(true);
  const zoomIn = () => zoomRef.current?.zoomIn();
  const zoomOut = () => zoomRef.current?.zoomOut();
  const move = (dx: number, dy: number) => zoomRef.current?.move(dx, dy);
  /** A second click or tap within the spec's delay toggles the zoom. */
  const tap = useCallback((kind: 'mouse' | 'touch') => {
    const now = performance.now();
    const delay = kind === 'touch' ? ZOOM.doubleTapDelay : ZOOM.doubleClickDelay;
    const double = now - lastTap.current <= delay;
    lastTap.current = double ? 0 : now;
    if (double) zoomRef.current?.toggle();
  }, []);
  const photo = photos[index];
  const count = photos.length;
  const place = position ?? { n: index + 1, total: String(count) };
  useFocusTrap(ref);
  // The trap focuses the first control; the viewer itself takes focus instead, so no button looks pressed on open.
  useEffect(() => ref.current?.focus(), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new photo starts unzoomed.
  useEffect(() => {
    zoomRef.current?.reset();
    setScale(ZOOM.min);
    lastTap.current = 0;
  }, [index]);

  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  const go = (delta: number) => {
    const next = index + delta;
    if (count === 0 || (!wrap && (next < 0 || next >= count))) return;
    onIndexChange((next + count) % count);
  };

  /** The zoom as it is when a key comes: a + just pressed may not have been drawn by React yet. */
  const zoomedNow = () => zoomRef.current?.isZoomed() ?? zoomed;

  function onKeyDown(event: React.KeyboardEvent) {
    const keys: Record<string, () => void> = {
      Escape: onClose,
      ArrowLeft: () => (zoomedNow() ? move(ZOOM.keyboardMove, 0) : go(-1)),
      ArrowRight: () => (zoomedNow() ? move(-ZOOM.keyboardMove, 0) : go(1)),
      ArrowUp: () => move(0, ZOOM.keyboardMove),
      ArrowDown: () => move(0, -ZOOM.keyboardMove),
      '+': zoomIn,
      '=': zoomIn,
      '-': zoomOut,
      '0': () => zoomRef.current?.reset(),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  }

  /**
   * A click beside the photo closes the viewer; a zoomed photo is being looked at (and dragged), so it
   * stays. The zoom library makes the image itself transparent to the pointer, so a click on it lands
   * on the box around it: where it landed is told by the image's drawn rectangle.
   */
  function onBackdropClick(event: React.MouseEvent) {
    if (zoomed || !(event.target instanceof Element) || !event.target.matches(BACKDROP)) return;
    const image = ref.current?.querySelector('.lightbox__image')?.getBoundingClientRect();
    const onImage =
      image !== undefined &&
      event.clientX >= image.left &&
      event.clientX <= image.right &&
      event.clientY >= image.top &&
      event.clientY <= image.bottom;
    if (!onImage) onClose();
  }

  if (!photo) return null;
  return (
    <div
      ref={ref}
      className="lightbox"
      role="dialog"
      aria-modal="true"
      aria-label={t.title(place.n, place.total)}
      onKeyDown={onKeyDown}
      onClick={onBackdropClick}
      tabIndex={-1}
    >
      <div className="lightbox__bar">
        <span className="lightbox__counter">{t.counter(place.n, place.total)}</span>
        <div className="lightbox__tools">
          <button type="button" className="lightbox__tool" onClick={zoomOut} disabled={!zoomed} aria-label={t.zoomOut}>
            −
          </button>
          <button type="button" className="lightbox__tool" onClick={zoomIn} disabled={scale >= ZOOM.max} aria-label={t.zoomIn}>
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
        <ZoomableImage key={photo.id} ref={zoomRef} photo={photo} alt={t.photoAlt(photo.id)} onScale={setScale} onTap={tap} onSwipe={go} />
        {count > 1 && (
          <button type="button" className="lightbox__nav lightbox__nav--next" onClick={() => go(1)} aria-label={t.next}>
            ›
          </button>
        )}
      </div>
      {photo.licence !== undefined && (
        <div className="lightbox__rights">
          <PhotoLicence credit={photo.credit ?? null} licence={photo.licence} />
        </div>
      )}
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
                <ResponsivePhoto photo={item} alt="" sizes="120px" defaultWidth={120} defaultHeight={80} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

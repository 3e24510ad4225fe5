import { forwardRef, useImperativeHandle, useRef, useState } from 'react';
import { type ReactZoomPanPinchRef, TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch';
import type { PhotoLike } from '../../lib/photo-sources';
import { ResponsivePhoto } from './responsive-photo';

/** Lightbox zoom defaults (spec, section 9): scale 1 to 4, double tap 300 ms, double click 500 ms, keys move 50 px, steps ×2. */
export const ZOOM = { min: 1, max: 4, doubleTapDelay: 300, doubleClickDelay: 500, keyboardMove: 50, multiplier: 2 } as const;

/** What the lightbox asks of the zoomed photo: the spec's keyboard and button steps. */
export interface ZoomControls {
  zoomIn: () => void;
  zoomOut: () => void;
  reset: () => void;
  /** Moves a zoomed photo by (dx, dy) pixels. */
  move: (dx: number, dy: number) => void;
  toggle: () => void;
  /** Whether the photo is zoomed now, as the zoom library holds it (ahead of the next render). */
  isZoomed: () => boolean;
}

type Props = {
  photo: PhotoLike;
  alt: string;
  onScale: (scale: number) => void;
  /** A tap or click on the photo (the lightbox tells single from double by the spec's delays). */
  onTap: (kind: 'mouse' | 'touch') => void;
  /** A one-finger swipe on an unzoomed photo: -1 back, 1 on. */
  onSwipe: (direction: -1 | 1) => void;
};

const SWIPE_MIN = 50;
const ANIMATION_MS = 150;
/** Key and button steps land at once, so a quick second press builds on the first one's scale. */
const STEP_MS = 0;

/**
 * The photo with zoom and pan by react-zoom-pan-pinch: mouse drag, one-finger drag, pinch, wheel
 * and trackpad zoom; the lightbox drives the spec's keys and double tap through the ref.
 */
export const ZoomableImage = forwardRef<ZoomControls, Props>(function ZoomableImage({ photo, alt, onScale, onTap, onSwipe }, ref) {
  const api = useRef<ReactZoomPanPinchRef>(null);
  const [scale, setScale] = useState<number>(ZOOM.min);
  const touch = useRef<{ x: number; y: number; at: number } | null>(null);
  const zoomed = scale > ZOOM.min;

  useImperativeHandle(ref, () => {
    const state = () => api.current?.instance.state ?? { scale: ZOOM.min, positionX: 0, positionY: 0 };
    return {
      // The library's step is an increment: adding the scale doubles it, half of it halves it.
      zoomIn: () => api.current?.zoomIn(state().scale * (ZOOM.multiplier - 1), STEP_MS),
      zoomOut: () => {
        const current = state().scale;
        if (current / ZOOM.multiplier <= ZOOM.min) api.current?.resetTransform(STEP_MS);
        else api.current?.zoomOut(current - current / ZOOM.multiplier, STEP_MS);
      },
      reset: () => api.current?.resetTransform(0),
      move: (dx, dy) => {
        const { scale: s, positionX, positionY } = state();
        if (s > ZOOM.min) api.current?.setTransform(positionX + dx, positionY + dy, s, STEP_MS);
      },
      toggle: () => {
        if (state().scale > ZOOM.min) api.current?.resetTransform(ANIMATION_MS);
        else api.current?.zoomIn(ZOOM.multiplier - 1, ANIMATION_MS);
      },
      isZoomed: () => state().scale > ZOOM.min,
    };
  }, []);

  return (
    <TransformWrapper
      ref={api}
      minScale={ZOOM.min}
      maxScale={ZOOM.max}
      centerOnInit
      centerZoomedOut
      // Double taps and clicks follow the spec's delays (300 and 500 ms), counted by the lightbox.
      doubleClick={{ disabled: true }}
      wheel={{ step: 0.15 }}
      // Unzoomed, a one-finger drag is a swipe to the next photo, not a pan.
      panning={{ disabled: !zoomed, velocityDisabled: true }}
      onTransform={(_, state) => {
        setScale(state.scale);
        onScale(state.scale);
      }}
    >
      <TransformComponent
        wrapperClass="lightbox__zoom"
        contentClass={`lightbox__zoom-content${zoomed ? ' lightbox__zoom-content--zoomed' : ''}`}
        contentProps={{
          onClick: (event) => {
            // A touch tap is counted at touchend; the click the browser adds after it is not.
            if (event.detail > 0 && !touch.current) onTap('mouse');
          },
          onTouchStart: (event) => {
            const first = event.touches[0];
            touch.current = first && event.touches.length === 1 ? { x: first.clientX, y: first.clientY, at: 0 } : null;
          },
          onTouchEnd: (event) => {
            const start = touch.current;
            const end = event.changedTouches[0];
            // Cleared after the synthetic click has had its turn.
            setTimeout(() => {
              touch.current = null;
            }, 0);
            if (!start || !end) return;
            const dx = end.clientX - start.x;
            const dy = end.clientY - start.y;
            if (!zoomed && Math.abs(dx) > SWIPE_MIN && Math.abs(dx) > Math.abs(dy)) onSwipe(dx < 0 ? 1 : -1);
            else if (Math.abs(dx) < 10 && Math.abs(dy) < 10) onTap('touch');
          },
        }}
      >
        {/* The whole screen's width: a large derived size, not the original (several MB) - up to 2048 px covers a 4× zoom well enough. */}
        <ResponsivePhoto photo={photo} alt={alt} sizes="100vw" fallback="original" priority className="lightbox__image" draggable={false} />
      </TransformComponent>
    </TransformWrapper>
  );
});

import { useCallback, useRef, useState } from 'react';

/** Lightbox zoom defaults (docs/spec/part-2-browse-edit-moderation.md, section 9). */
export const ZOOM = { min: 1, max: 4, doubleTapDelay: 300, doubleClickDelay: 500, keyboardMove: 50, multiplier: 2 } as const;

export type ZoomState = { scale: number; x: number; y: number };
const RESET: ZoomState = { scale: ZOOM.min, x: 0, y: 0 };

/** Zoom and pan of one image: double click / double tap toggle, keys zoom by the multiplier and move by 50 px. */
export function useZoom() {
  const [zoom, setZoom] = useState<ZoomState>(RESET);
  const lastTap = useRef(0);

  const reset = useCallback(() => setZoom(RESET), []);
  const zoomIn = useCallback(() => setZoom((z) => ({ ...z, scale: Math.min(ZOOM.max, z.scale * ZOOM.multiplier) })), []);
  const zoomOut = useCallback(
    () => setZoom((z) => (z.scale / ZOOM.multiplier <= ZOOM.min ? RESET : { ...z, scale: z.scale / ZOOM.multiplier })),
    [],
  );
  const move = useCallback((dx: number, dy: number) => setZoom((z) => (z.scale > ZOOM.min ? { ...z, x: z.x + dx, y: z.y + dy } : z)), []);
  const toggle = useCallback(() => setZoom((z) => (z.scale > ZOOM.min ? RESET : { scale: ZOOM.multiplier, x: 0, y: 0 })), []);

  /** A second click or tap within the delay toggles the zoom; returns whether it did. */
  const tap = useCallback(
    (kind: 'mouse' | 'touch', time: number) => {
      const delay = kind === 'touch' ? ZOOM.doubleTapDelay : ZOOM.doubleClickDelay;
      const double = time - lastTap.current <= delay;
      lastTap.current = double ? 0 : time;
      if (double) toggle();
      return double;
    },
    [toggle],
  );

  return { zoom, reset, zoomIn, zoomOut, move, toggle, tap, zoomed: zoom.scale > ZOOM.min };
}

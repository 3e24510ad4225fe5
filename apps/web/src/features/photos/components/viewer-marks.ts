import type OpenSeadragon from 'openseadragon';
import { useEffect, useRef, useState } from 'react';
import type { ImageRect, ViewerMark } from '../../../lib/image-rect';

/** The viewer once its tiles opened, with the library that made it. */
export type OpenedViewer = { viewer: OpenSeadragon.Viewer; library: typeof OpenSeadragon };

function toViewport(viewer: OpenSeadragon.Viewer, rect: ImageRect) {
  return viewer.viewport.imageToViewportRectangle(rect.x, rect.y, rect.width, rect.height);
}

/**
 * The marks as OpenSeadragon overlays, which follow every zoom and pan. The outline lets presses
 * through to the picture; its label keeps its own (its links would otherwise start a drag that
 * captures the pointer, and the click would never reach them). Answers each mark's label element.
 */
export function useMarks(opened: OpenedViewer | null, marks: readonly ViewerMark[] | undefined) {
  const [hosts, setHosts] = useState<ReadonlyMap<ViewerMark['key'], HTMLElement>>(new Map());
  useEffect(() => {
    if (!opened || !marks?.length) return;
    const { viewer } = opened;
    const made = new Map<ViewerMark['key'], HTMLElement>();
    const outlines: HTMLElement[] = [];
    for (const mark of marks) {
      const outline = document.createElement('div');
      outline.className = 'deep-zoom__mark';
      if (mark.tone) outline.dataset.tone = mark.tone;
      const label = document.createElement('div');
      label.className = 'deep-zoom__mark-label';
      label.addEventListener('pointerdown', (event) => event.stopPropagation());
      outline.append(label);
      viewer.addOverlay({ element: outline, location: toViewport(viewer, mark.rect) });
      outlines.push(outline);
      made.set(mark.key, label);
    }
    setHosts(made);
    return () => {
      for (const outline of outlines) viewer.removeOverlay(outline);
      setHosts(new Map());
    };
  }, [opened, marks]);
  return hosts;
}

/** A rectangle from two corners, inside the image and in whole pixels. */
export function rectBetween(a: { x: number; y: number }, b: { x: number; y: number }, image: { width: number; height: number }) {
  const clampX = (value: number) => Math.min(Math.max(Math.round(value), 0), image.width);
  const clampY = (value: number) => Math.min(Math.max(Math.round(value), 0), image.height);
  const left = clampX(Math.min(a.x, b.x));
  const top = clampY(Math.min(a.y, b.y));
  return { x: left, y: top, width: clampX(Math.max(a.x, b.x)) - left, height: clampY(Math.max(a.y, b.y)) - top };
}

/**
 * While `onDraw` is set, a press and drag on the picture draws a rectangle instead of moving it
 * (mouse or finger); on release a rectangle of some size is handed to `onDraw`.
 */
export function useDrawing(opened: OpenedViewer | null, onDraw: ((rect: ImageRect) => void) | null, width: number, height: number) {
  const latest = useRef(onDraw);
  useEffect(() => {
    latest.current = onDraw;
  });
  const drawing = onDraw !== null;
  useEffect(() => {
    if (!opened || !drawing) return;
    const { viewer, library } = opened;
    const outline = document.createElement('div');
    outline.className = 'deep-zoom__mark';
    outline.dataset.tone = 'draft';
    const image = { width, height };
    let start: OpenSeadragon.Point | null = null;
    const toImage = (position: OpenSeadragon.Point) => viewer.viewport.viewerElementToImageCoordinates(position);
    const show = (rect: ImageRect) => {
      if (outline.parentElement) viewer.updateOverlay(outline, toViewport(viewer, rect));
      else viewer.addOverlay({ element: outline, location: toViewport(viewer, rect) });
    };
    viewer.setMouseNavEnabled(false);
    const tracker = new library.MouseTracker({
      element: viewer.canvas,
      pressHandler: (event) => {
        start = toImage(event.position);
      },
      dragHandler: (event) => {
        if (start) show(rectBetween(start, toImage(event.position), image));
      },
      releaseHandler: (event) => {
        if (!start) return;
        const rect = rectBetween(start, toImage(event.position), image);
        start = null;
        if (outline.parentElement) viewer.removeOverlay(outline);
        // A click or a slip of the finger is not a region.
        if (rect.width >= 4 && rect.height >= 4) latest.current?.(rect);
      },
    });
    return () => {
      tracker.destroy();
      if (outline.parentElement) viewer.removeOverlay(outline);
      viewer.setMouseNavEnabled(true);
    };
  }, [opened, drawing, width, height]);
}

/** Shows `focus` with some of its surroundings once the viewer is open (again whenever its place changes). */
export function useFocus(opened: OpenedViewer | null, focus: ImageRect | null) {
  const { x = 0, y = 0, width = 0, height = 0 } = focus ?? {};
  useEffect(() => {
    if (!opened || width <= 0 || height <= 0) return;
    const around = { x: x - width / 2, y: y - height / 2, width: width * 2, height: height * 2 };
    opened.viewer.viewport.fitBounds(toViewport(opened.viewer, around));
  }, [opened, x, y, width, height]);
}

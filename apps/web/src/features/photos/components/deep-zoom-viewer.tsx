import type OpenSeadragon from 'openseadragon';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ImageRect, ViewerMark } from '../../../lib/image-rect';
import { useMessages } from '../../../lib/locale';
import { whenIdle } from '../../../lib/when-idle';
import { type OpenedViewer, useDrawing, useFocus, useMarks } from './viewer-marks';
import './deep-zoom-viewer.css';

type Props = {
  /** IIIF Image API base of the photo's tiles (`${tiles}/info.json` describes them). */
  tiles: string;
  width: number;
  height: number;
  label: string;
  /** The plain image, shown while the viewer loads and if it cannot open the tiles. */
  children: ReactNode;
  onOpenLightbox: () => void;
  /** Rectangles outlined over the photo, each with its label (regions, issue 33). */
  marks?: readonly ViewerMark[];
  /** While set, a press and drag on the photo draws a rectangle, given here in the original's pixels. */
  onDraw?: ((rect: ImageRect) => void) | null;
  /** A rectangle to show once the tiles open (a link to a region); the viewer then loads at once. */
  focus?: ImageRect | null;
  /** More buttons in the viewer's bar. */
  tools?: ReactNode;
};

/** `idle`: only the plain image, the viewer's code not fetched yet. */
type Status = 'idle' | 'loading' | 'ready' | 'failed';

/** What shows the reader reaching for the photo or its tools: the viewer loads then, before the gesture ends. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'wheel', 'focusin'] as const;

/** When the viewer loads, besides the reader reaching for the photo: at once, once idle, or only then. */
type Loading = 'eager' | 'idle' | 'on-intent';

/**
 * True once the viewer should load: the reader reaches for the photo (pointer, touch, wheel or
 * focus inside `root`), or, when `loading` is `idle`, the plain image has been shown and the main
 * thread is idle. The page's first load is then the image alone, not OpenSeadragon's 87 KB, and a
 * photo with nothing outlined on it does not evaluate them at all until the reader zooms or pans:
 * on a phone that evaluation is the page's longest task (issue 34).
 */
function useViewerWanted(root: RefObject<HTMLDivElement | null>, plain: RefObject<HTMLDivElement | null>, loading: Loading) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    if (loading === 'eager') return setWanted(true);
    const want = () => setWanted(true);
    const element = root.current;
    for (const name of INTENT_EVENTS) element?.addEventListener(name, want, { passive: true });
    const removeIntent = () => {
      for (const name of INTENT_EVENTS) element?.removeEventListener(name, want);
    };
    if (loading === 'on-intent') return removeIntent;
    const image = plain.current?.querySelector('img');
    let cancelIdle = () => {};
    const afterImage = () => {
      cancelIdle = whenIdle(want);
    };
    if (!image || image.complete) afterImage();
    else {
      image.addEventListener('load', afterImage, { once: true });
      image.addEventListener('error', afterImage, { once: true });
    }
    return () => {
      removeIntent();
      image?.removeEventListener('load', afterImage);
      image?.removeEventListener('error', afterImage);
      cancelIdle();
    };
  }, [wanted, loading, root, plain]);
  return wanted;
}

/**
 * The tiles' IIIF description, with its `id` set to the address the page was given: the tiles then
 * load from where the page found them, whatever host name the server wrote into the file.
 */
async function readImageInfo(tiles: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${tiles}/info.json`);
  if (!response.ok) throw new Error(`info.json: ${response.status}`);
  const info = (await response.json()) as Record<string, unknown>;
  const id = new URL(tiles, window.location.href).href;
  return { ...info, id, '@id': undefined };
}

/** OpenSeadragon's texts in the page's language (it keeps them in one global table). */
function translate(library: typeof OpenSeadragon, texts: Readonly<Record<string, string>>) {
  for (const [key, value] of Object.entries(texts)) library.setString(key, value);
}

/**
 * Deep zoom over the photo's IIIF tiles with OpenSeadragon, loaded in its own chunk only here and
 * only when wanted (see useViewerWanted): wheel, drag, pinch, double tap, and keys (+ − 0, arrows)
 * on the focused picture. Until the tiles open - and for good if they cannot - the plain image
 * stands in its place, in a stage of the photo's proportions, so nothing moves when they do.
 */
export function DeepZoomViewer({ tiles, width, height, label, children, onOpenLightbox, marks, onDraw, focus, tools }: Props) {
  const t = useMessages().photoViewer;
  const host = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const plain = useRef<HTMLDivElement>(null);
  const viewer = useRef<OpenSeadragon.Viewer | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  /** The viewer once its first tile has come, with its library, for the marks and the drawing. */
  const [opened, setOpened] = useState<OpenedViewer | null>(null);
  // A region to zoom to needs the viewer at once; outlines to draw need it soon (they are drawn on it).
  const wanted = useViewerWanted(root, plain, focus ? 'eager' : marks?.length ? 'idle' : 'on-intent');
  const markHosts = useMarks(opened, marks);
  useDrawing(opened, onDraw ?? null, width, height);
  useFocus(opened, focus ?? null);

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    setStatus('loading');
    Promise.all([import('openseadragon'), readImageInfo(tiles)])
      .then(([{ default: openSeadragon }, info]) => {
        const element = host.current;
        if (cancelled || !element) return;
        translate(openSeadragon, t.library);
        const instance = openSeadragon({
          element,
          tileSources: info,
          showNavigationControl: false,
          // Page-wide keys stay the site's; the picture takes keys only when focused.
          keyboardNavEnabled: true,
          visibilityRatio: 1,
          minZoomImageRatio: 1,
          maxZoomPixelRatio: 4,
          gestureSettingsTouch: { pinchToZoom: true, flickEnabled: true },
          gestureSettingsMouse: { scrollToZoom: true, clickToZoom: false, dblClickToZoom: true },
          crossOriginPolicy: 'Anonymous',
        });
        // A named group, not an image: the regions' links are drawn inside it (OpenSeadragon puts its
        // overlays in the canvas), and an image's content is presentational, so a link in it is one
        // interactive element nested in another (axe `nested-interactive`, issue 51).
        instance.canvas.setAttribute('aria-label', label);
        instance.canvas.setAttribute('role', 'group');
        // The plain image gives way once the first tile has come, so nothing blinks empty.
        instance.addOnceHandler('tile-loaded', () => {
          setOpened({ viewer: instance, library: openSeadragon });
          setStatus('ready');
        });
        instance.addHandler('open', () => {
          element.dataset.zoom = '1';
        });
        instance.addHandler('open-failed', () => setStatus('failed'));
        // The current zoom, for people's tools and the browser tests (1 = the whole photo).
        instance.addHandler('zoom', (event) => {
          element.dataset.zoom = String(event.zoom / instance.viewport.getHomeZoom());
        });
        viewer.current = instance;
      })
      .catch(() => {
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
      setOpened(null);
      viewer.current?.destroy();
      viewer.current = null;
    };
  }, [wanted, tiles, label, t.library]);

  const note = status === 'failed' ? t.failed : status === 'loading' ? t.loading : null;
  const zoomBy = (factor: number) => {
    const view = viewer.current?.viewport;
    if (!view) return;
    view.zoomBy(factor);
    view.applyConstraints();
  };

  return (
    <div ref={root} className="deep-zoom">
      <div
        className="deep-zoom__stage"
        style={{ aspectRatio: `${width} / ${height}` }}
        data-status={status}
        data-drawing={onDraw ? 'true' : undefined}
      >
        <div ref={host} className="deep-zoom__canvas" />
        {marks?.map((mark) => {
          const element = markHosts.get(mark.key);
          return element ? createPortal(mark.label, element, String(mark.key)) : null;
        })}
        {status !== 'ready' && (
          <div ref={plain} className="deep-zoom__plain">
            {children}
          </div>
        )}
      </div>
      <div className="deep-zoom__bar">
        <div className="deep-zoom__tools">
          <button type="button" className="button" onClick={() => zoomBy(2)} disabled={status !== 'ready'} aria-label={t.zoomIn}>
            +
          </button>
          <button type="button" className="button" onClick={() => zoomBy(0.5)} disabled={status !== 'ready'} aria-label={t.zoomOut}>
            −
          </button>
          <button type="button" className="button" onClick={() => viewer.current?.viewport.goHome()} disabled={status !== 'ready'}>
            {t.home}
          </button>
          <button type="button" className="button" onClick={onOpenLightbox}>
            {t.openLightbox}
          </button>
          {tools}
        </div>
        {/* The hint and the state share one cell, so the line keeps its height and nothing below moves. */}
        <p className="deep-zoom__hint" role={status === 'failed' ? 'status' : undefined}>
          <span data-shown={!note}>{t.hint}</span>
          {note && <span>{note}</span>}
        </p>
      </div>
    </div>
  );
}

import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ViewerMark } from '../../../lib/image-rect';
import { server } from '../../../test/server';
import { DeepZoomViewer } from './deep-zoom-viewer';

type Handler = (event: { zoom: number }) => void;

/** A stand-in for OpenSeadragon that records how it was made and lets the test fire its events. */
const osd = vi.hoisted(() => {
  const state = {
    options: undefined as Record<string, unknown> | undefined,
    handlers: new Map<string, (event: { zoom: number }) => void>(),
    strings: new Map<string, string>(),
    zoomBy: vi.fn(),
    goHome: vi.fn(),
    destroy: vi.fn(),
    canvas: document.createElement('div'),
  };
  const library = Object.assign(
    (options: Record<string, unknown>) => {
      state.options = options;
      return {
        canvas: state.canvas,
        viewport: { zoomBy: state.zoomBy, goHome: state.goHome, applyConstraints: vi.fn(), getHomeZoom: () => 0.5 },
        addHandler: (name: string, handler: Handler) => state.handlers.set(name, handler),
        addOnceHandler: (name: string, handler: Handler) => state.handlers.set(name, handler),
        destroy: state.destroy,
      };
    },
    { setString: (key: string, value: string) => state.strings.set(key, value) },
  );
  return { state, library };
});
vi.mock('openseadragon', () => ({ default: osd.library }));

const fire = (name: string, zoom = 0) => act(() => osd.state.handlers.get(name)?.({ zoom }));

/** The reader reaches for the photo: the pointer comes over it (what wakes the viewer before the page is idle). */
const reach = () => fireEvent.pointerOver(screen.getByRole('img', { name: 'Фото №7 целиком' }));

function renderViewer(onOpenLightbox = vi.fn(), marks?: ViewerMark[]) {
  return render(
    <DeepZoomViewer tiles="/iiif/images/p7" width={4000} height={3000} label="Фото №7" onOpenLightbox={onOpenLightbox} marks={marks}>
      <img src="/uploads/sizes/p7-1280.jpg" alt="Фото №7 целиком" />
    </DeepZoomViewer>,
  );
}

const info = {
  '@context': 'http://iiif.io/api/image/3/context.json',
  id: 'http://other-host/iiif/images/p7',
  type: 'ImageService3',
  profile: 'level0',
  width: 4000,
  height: 3000,
  tiles: [{ scaleFactors: [1, 2, 4, 8], width: 512 }],
};

describe('DeepZoomViewer', () => {
  beforeEach(() => {
    osd.state.handlers.clear();
    osd.state.options = undefined;
    // The IIIF Image API's info.json: the tile server's format, not one of the contract's DTOs.
    server.use(http.get('/iiif/images/p7/info.json', () => HttpResponse.json(info)));
  });

  it("shows only the plain image, in the photo's proportions, until the reader reaches for it", async () => {
    renderViewer();
    const stage = document.querySelector('.deep-zoom__stage');
    // The page's first load is the image: OpenSeadragon and the tiles' description wait.
    expect(stage).toHaveAttribute('data-status', 'idle');
    expect(stage).toHaveStyle({ aspectRatio: '4000 / 3000' });
    reach();
    expect(stage).toHaveAttribute('data-status', 'loading');
    await vi.waitFor(() => expect(osd.state.options).toBeDefined());
  });

  it('loads the viewer once the plain image is shown and the page is idle, when it has outlines to draw', async () => {
    renderViewer(vi.fn(), [{ key: 1, rect: { x: 10, y: 10, width: 100, height: 100 }, label: 'Кожух' }]);
    expect(osd.state.options).toBeUndefined();
    fireEvent.load(screen.getByRole('img', { name: 'Фото №7 целиком' }));
    await vi.waitFor(() => expect(osd.state.options).toBeDefined());
  });

  it('with nothing outlined, leaves the viewer unloaded when the page is idle, until the reader reaches for the photo', async () => {
    // jsdom has no requestIdleCallback: this test's page gets one, and the test says when the page is idle.
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { unmount } = renderViewer();
    try {
      fireEvent.load(screen.getByRole('img', { name: 'Фото №7 целиком' }));
      act(() => {
        for (const run of idle.splice(0)) run({ didTimeout: false, timeRemaining: () => 50 });
      });
      expect(document.querySelector('.deep-zoom__stage')).toHaveAttribute('data-status', 'idle');
      reach();
      await vi.waitFor(() => expect(osd.state.options).toBeDefined());
    } finally {
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('opens the IIIF tiles with wheel, pinch and keys, in Russian, showing the plain image until the first tile', async () => {
    renderViewer();
    reach();
    await vi.waitFor(() => expect(osd.state.options).toBeDefined());
    expect(osd.state.options).toMatchObject({
      // The tiles load from where the page found them, not from the host written in the file.
      tileSources: { ...info, id: 'http://localhost:3000/iiif/images/p7' },
      showNavigationControl: false,
      keyboardNavEnabled: true,
      gestureSettingsTouch: { pinchToZoom: true },
      gestureSettingsMouse: { scrollToZoom: true },
    });
    expect(osd.state.strings.get('Tooltips.ZoomIn')).toBe('Приблизить');
    expect(screen.getByRole('img', { name: 'Фото №7 целиком' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Приблизить' })).toBeDisabled();
    fire('open');
    fire('tile-loaded');
    expect(screen.queryByRole('img', { name: 'Фото №7 целиком' })).not.toBeInTheDocument();
    // OpenSeadragon's focusable picture is named for people with screen readers.
    expect(osd.state.canvas).toHaveAttribute('role', 'group');
    expect(osd.state.canvas).toHaveAttribute('aria-label', 'Фото №7');
    fire('zoom', 1.5);
    expect(document.querySelector('.deep-zoom__canvas')).toHaveAttribute('data-zoom', '3');
  });

  it('zooms by its buttons and opens the lightbox', async () => {
    const onOpenLightbox = vi.fn();
    const user = userEvent.setup();
    renderViewer(onOpenLightbox);
    reach();
    await vi.waitFor(() => expect(osd.state.options).toBeDefined());
    fire('tile-loaded');
    await user.click(screen.getByRole('button', { name: 'Приблизить' }));
    expect(osd.state.zoomBy).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Отдалить' }));
    expect(osd.state.zoomBy).toHaveBeenLastCalledWith(0.5);
    await user.click(screen.getByRole('button', { name: 'Исходный вид' }));
    expect(osd.state.goHome).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Открыть в просмотрщике' }));
    expect(onOpenLightbox).toHaveBeenCalled();
  });

  it('keeps the plain image and says so when the tiles cannot be described', async () => {
    server.use(http.get('/iiif/images/p7/info.json', () => new HttpResponse(null, { status: 404 })));
    renderViewer();
    reach();
    expect(await screen.findByRole('status')).toHaveTextContent('Увеличенный просмотр недоступен');
    expect(screen.getByRole('img', { name: 'Фото №7 целиком' })).toBeInTheDocument();
    expect(osd.state.options).toBeUndefined();
  });

  it('keeps the plain image and says so when the tiles cannot be opened', async () => {
    renderViewer();
    reach();
    await vi.waitFor(() => expect(osd.state.options).toBeDefined());
    fire('open-failed');
    expect(screen.getByRole('img', { name: 'Фото №7 целиком' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Увеличенный просмотр недоступен');
  });

  it('lets the viewer go when the page leaves', async () => {
    const { unmount } = renderViewer();
    reach();
    await vi.waitFor(() => expect(osd.state.options).toBeDefined());
    unmount();
    expect(osd.state.destroy).toHaveBeenCalled();
  });
});

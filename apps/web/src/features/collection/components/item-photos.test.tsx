import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session';
import { expectConsoleErrors } from '../../../test/console';
import { installFakeUploads } from '../../../test/fake-xhr';
import { meHandler, referenceListHandlers } from '../../../test/handlers';
import { renderWithProviders } from '../../../test/render';
import { recordRequests, requestLine, server } from '../../../test/server';
import { CollectionPage } from '../pages/collection-page';
import { buildCollectionItem, buildCollectionPhoto, collectionApi } from '../test/fixtures';

/** A stand-in for OpenSeadragon: the viewer's library is loaded in a real browser only (deep-zoom-viewer.test.tsx tests it). */
const osd = vi.hoisted(() => {
  const made: Record<string, unknown>[] = [];
  const library = Object.assign(
    (options: Record<string, unknown>) => {
      made.push(options);
      return {
        canvas: document.createElement('div'),
        viewport: { zoomBy: vi.fn(), goHome: vi.fn(), applyConstraints: vi.fn(), getHomeZoom: () => 0.5 },
        addHandler: vi.fn(),
        addOnceHandler: vi.fn(),
        destroy: vi.fn(),
      };
    },
    { setString: vi.fn() },
  );
  return { made, library };
});
vi.mock('openseadragon', () => ({ default: osd.library }));

const file = (name: string) => new File([new Uint8Array(10)], name, { type: 'image/jpeg' });

function renderOpened(id: number) {
  return renderWithProviders(<CollectionPage />, { route: `/collection?item=${id}`, path: '/collection' });
}

beforeEach(() => {
  setSession({ token: 'tok', role: 'USER' });
  server.use(meHandler({ id: 5 }), ...referenceListHandlers({ detailTypes: [] }));
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('a record’s private photos (ADR 088)', () => {
  it('shows the thumbnails from the private route, and a click opens the large size in the viewer', async () => {
    const photos = [buildCollectionPhoto({ id: 31 }), buildCollectionPhoto({ id: 32 })];
    server.use(...collectionApi([buildCollectionItem({ id: 7, photos })]).handlers);
    const user = userEvent.setup();
    renderOpened(7);
    const section = await screen.findByRole('region', { name: 'Фотографии' });
    // Drawn inside the buttons that name them: images without a name of their own.
    const thumbnails = [...section.querySelectorAll('img')];
    expect(thumbnails.map((img) => img.getAttribute('src'))).toEqual([
      '/api/collection/photos/31/thumb.jpg',
      '/api/collection/photos/32/thumb.jpg',
    ]);
    await user.click(within(section).getByRole('button', { name: 'Открыть фотографию 2' }));
    const viewer = await screen.findByRole('dialog');
    const shown = [...viewer.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(shown).toContain('/api/collection/photos/32/original.jpg');
  });

  it('opens a photo whose tiles are made in the deep-zoom viewer over its private tiles, and the lightbox from there', async () => {
    const tiles = '/api/collection/photos/31/iiif';
    const image = { width: 640, height: 480, placeholder: null, sizes: null, tiles };
    server.use(...collectionApi([buildCollectionItem({ id: 7, photos: [buildCollectionPhoto({ id: 31, image })] })]).handlers);
    const user = userEvent.setup();
    renderOpened(7);
    const section = await screen.findByRole('region', { name: 'Фотографии' });
    expect(section.querySelector('.deep-zoom')).toBeNull();
    await user.click(within(section).getByRole('button', { name: 'Открыть фотографию 1' }));
    // Its code comes on demand: the plain image stands in meanwhile.
    await waitFor(() => expect(section.querySelector('.deep-zoom')).not.toBeNull());
    const viewer = section.querySelector('.deep-zoom') as HTMLElement;
    expect(within(viewer).getByRole('img', { name: 'Открыть фотографию 1' })).toHaveAttribute(
      'src',
      '/api/collection/photos/31/original.jpg',
    );
    expect(within(viewer).getByRole('button', { name: 'Приблизить' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    // Reaching for the picture loads the viewer over the record's private tiles, described by their own info.json.
    const info = { '@context': 'http://iiif.io/api/image/3/context.json', id: `https://example.org${tiles}`, width: 640, height: 480 };
    server.use(http.get(`${tiles}/info.json`, () => HttpResponse.json(info)));
    fireEvent.pointerOver(viewer);
    await waitFor(() => expect(osd.made).toHaveLength(1));
    expect(osd.made[0]?.tileSources).toMatchObject({ id: `${window.location.origin}${tiles}`, width: 640 });
    fireEvent.click(within(viewer).getByRole('button', { name: 'Открыть в просмотрщике' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('names the published catalogue photos a private photo looks like, with links to them', async () => {
    const photos = [buildCollectionPhoto({ id: 31, similar: [{ id: 12, distance: 3 }] }), buildCollectionPhoto({ id: 32 })];
    server.use(...collectionApi([buildCollectionItem({ id: 7, photos })]).handlers);
    renderOpened(7);
    const section = await screen.findByRole('region', { name: 'Фотографии' });
    const notices = within(section).getAllByRole('status');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toHaveTextContent('Похоже на снимки каталога: Фото №12');
    expect(within(notices[0] as HTMLElement).getByRole('link', { name: 'Фото №12' })).toHaveAttribute('href', '/photos/12');
  });

  it('uploads the chosen files to the record, one after another, and reads the record again', { timeout: 30_000 }, async () => {
    const { handlers, state } = collectionApi([buildCollectionItem({ id: 7 })]);
    server.use(...handlers);
    const uploads = installFakeUploads();
    const requests = recordRequests();
    const user = userEvent.setup();
    renderOpened(7);
    const section = await screen.findByRole('region', { name: 'Фотографии' });
    expect(section).toHaveTextContent('Фотографий пока нет.');
    await user.upload(within(section).getByLabelText('Добавить фотографии'), [file('a.jpg'), file('b.jpg')]);
    await waitFor(() => expect(uploads.sent).toHaveLength(1));
    expect(uploads.sent[0]).toMatchObject({ method: 'POST', url: '/api/collection/items/7/photos', fileName: 'a.jpg' });
    expect(uploads.sent[0]?.headers.authorization).toBe('Bearer tok');
    expect(within(section).getByText('Загрузка…')).toBeInTheDocument();
    const uploaded = buildCollectionPhoto({ id: 40 });
    act(() => uploads.sent[0]?.respond(201, uploaded));
    await waitFor(() => expect(uploads.sent).toHaveLength(2));
    expect(uploads.sent[1]?.fileName).toBe('b.jpg');
    // The server now lists the photo: the record is read again once the uploads end.
    state.items = state.items.map((item) => ({ ...item, photos: [uploaded] }));
    act(() => uploads.sent[1]?.respond(201, buildCollectionPhoto({ id: 41 })));
    expect(await within(section).findByRole('button', { name: 'Открыть фотографию 1' })).toBeInTheDocument();
    expect(requests.map(requestLine).filter((line) => line === 'GET /api/collection/items/7').length).toBeGreaterThan(1);
  });

  it('shows the server’s refusal of an upload', { timeout: 30_000 }, async () => {
    expectConsoleErrors();
    server.use(...collectionApi([buildCollectionItem({ id: 7 })]).handlers);
    const uploads = installFakeUploads();
    const user = userEvent.setup();
    renderOpened(7);
    const section = await screen.findByRole('region', { name: 'Фотографии' });
    await user.upload(within(section).getByLabelText('Добавить фотографии'), file('big.jpg'));
    await waitFor(() => expect(uploads.sent).toHaveLength(1));
    const detail = 'Фотографии коллекции могут занимать не больше 200 МБ: этот снимок не помещается, удалите ненужные';
    act(() =>
      uploads.sent[0]?.respond(409, { type: 'about:blank', title: 'Conflict', status: 409, code: 'COLLECTION_PHOTO_LIMIT', detail }),
    );
    expect(await within(section).findByText(new RegExp(detail))).toBeInTheDocument();
  });

  it('deletes a photo after the confirmation, and keeps it when the owner says no', async () => {
    const { handlers, state } = collectionApi([buildCollectionItem({ id: 7, photos: [buildCollectionPhoto({ id: 31 })] })]);
    server.use(...handlers);
    const requests = recordRequests();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const user = userEvent.setup();
    renderOpened(7);
    const section = await screen.findByRole('region', { name: 'Фотографии' });
    await user.click(within(section).getByRole('button', { name: 'Удалить фотографию 1' }));
    expect(confirm).toHaveBeenLastCalledWith('Удалить фотографию 1? Её файлы будут стёрты.');
    expect(requests.map(requestLine)).not.toContain('DELETE /api/collection/items/7/photos/31');
    await user.click(within(section).getByRole('button', { name: 'Удалить фотографию 1' }));
    await waitFor(() => expect(within(section).getByText('Фотографий пока нет.')).toBeInTheDocument());
    expect(requests.map(requestLine)).toContain('DELETE /api/collection/items/7/photos/31');
    expect(state.items[0]?.photos).toEqual([]);
  });
});

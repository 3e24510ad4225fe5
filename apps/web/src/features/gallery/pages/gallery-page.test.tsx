import type { Page, PhotoDto, PhotoTileDto } from '@museum/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPhoto, buildPhotoTile, pageOf } from '../../../test/factories';
import { referenceListHandlers } from '../../../test/handlers';
import { renderWithProviders } from '../../../test/render';
import { api, problemAnswer, recordRequests, server } from '../../../test/server';
import { GalleryPage } from './gallery-page';

const tiles = [5, 4, 3].map((id) => buildPhotoTile(id));
const manyTiles = [9, 8, 7, 6, 5, 4].map((id) => buildPhotoTile(id));

/** The gallery's API: `photoPage` answers the tiles, each photo answers with the product it shows; returns the pages asked. */
function serve(photoPage: (query: URLSearchParams) => Page<PhotoTileDto> | Response = () => pageOf(tiles, 40)) {
  server.use(
    ...referenceListHandlers(),
    api.get<Page<PhotoTileDto>>('/api/archive/photos/page', ({ request }) => photoPage(new URL(request.url).searchParams)),
    api.get<PhotoDto, { id: string }>('/api/archive/photos/:id', ({ params }) =>
      buildPhoto({ id: Number(params.id), products: [{ id: 8, name: 'Пулемёт Максима', nameEn: null, manufacturer: 'ТОЗ' }] }),
    ),
  );
  const requests = recordRequests();
  return () =>
    requests
      .map((request) => new URL(request.url))
      .filter((url) => url.pathname === '/api/archive/photos/page')
      .map((url) => `${url.pathname}${url.search}`);
}

describe('the gallery', () => {
  beforeEach(() => {
    sessionStorage.clear();
    // jsdom has no scrolling; the pages scroll to the top on a new page.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('asks for 40 a page by default and passes filters from the address', async () => {
    const pagesAsked = serve();
    renderWithProviders(<GalleryPage />, { route: '/gallery?year=1916&size=100' });
    await screen.findByText('Фото №5');
    expect(pagesAsked()[0]).toBe('/api/archive/photos/page?page=0&size=100&year=1916');
    // Filters in the address open the panel.
    expect(screen.getByRole('button', { name: 'Скрыть фильтры' })).toBeInTheDocument();
    const img = screen.getByRole('button', { name: 'Открыть фото №5' }).querySelector('img');
    expect(img?.getAttribute('srcset')).toBe('/uploads/thumbs/p5_thumb.jpg 400w, /uploads/p5.jpg 1200w');
  });

  it('fetches the first screen of photos at once and first, the rest as they scroll near', async () => {
    serve(() => pageOf(manyTiles, 40));
    renderWithProviders(<GalleryPage />, { route: '/gallery' });
    await screen.findByText('Фото №9');
    const image = (id: number) => screen.getByRole('button', { name: `Открыть фото №${id}` }).querySelector('img');
    for (const id of [9, 8, 7, 6]) {
      expect(image(id)).toHaveAttribute('loading', 'eager');
      expect(image(id)).toHaveAttribute('fetchpriority', 'high');
    }
    for (const id of [5, 4]) {
      expect(image(id)).toHaveAttribute('loading', 'lazy');
      expect(image(id)).not.toHaveAttribute('fetchpriority');
    }
  });

  it('does not apply a year filter that is not a year, and says why under the field', async () => {
    const pagesAsked = serve();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<GalleryPage />, { route: '/gallery' });
    await screen.findByText('Фото №5');
    await user.click(screen.getByRole('button', { name: 'Показать фильтры' }));
    await user.type(screen.getByLabelText('Год'), '19166');
    expect(screen.getByLabelText('Год')).toHaveAccessibleDescription('Введите год: от 1 до 4 цифр, например 1916');
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    expect(screen.getByLabelText('Год')).toHaveFocus();
    expect(router.state.location.search).toBe('');
    expect(pagesAsked()).toHaveLength(1);
  });

  it('opens a photo in the lightbox with its info card, keeps it in the address, and closes with Esc', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<GalleryPage />, { route: '/gallery' });
    await user.click(await screen.findByRole('button', { name: 'Открыть фото №4' }));
    const dialog = await screen.findByRole('dialog');
    expect(router.state.location.search).toBe('?photo=4');
    expect(await screen.findByRole('link', { name: 'Пулемёт Максима' })).toHaveAttribute('href', '/products/8');
    expect(screen.getByRole('link', { name: 'Информация о фото' })).toHaveAttribute('href', '/photos/4');
    await user.keyboard('{ArrowRight}');
    expect(router.state.location.search).toBe('?photo=3');
    await user.keyboard('{ArrowRight}');
    expect(router.state.location.search).toBe('?photo=5');
    await user.click(screen.getByRole('button', { name: 'Свернуть' }));
    expect(screen.queryByRole('link', { name: 'Пулемёт Максима' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });

  it('goes on from the last photo of a page to the first of the next, and back', { timeout: 30_000 }, async () => {
    const pages: Record<string, number[]> = { '0': [5, 4], '1': [3, 2], '2': [1] };
    const pagesAsked = serve((query) => {
      const page = query.get('page') ?? '0';
      const content = (pages[page] ?? []).map((id) => buildPhotoTile(id));
      return { content, totalElements: 5, totalKind: 'exact', totalPages: 3, number: Number(page), size: 2 };
    });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<GalleryPage />, { route: '/gallery?size=2&photo=4' });
    await screen.findByRole('dialog');
    const search = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Следующее фото' })).toBeEnabled());
    // The first photo of page 2 is loaded before it is needed.
    await waitFor(() => expect(pagesAsked().some((url) => url.includes('page=1'))).toBe(true));
    expect(screen.getByText('2 / 5')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(search()).toEqual({ size: '2', page: '1', photo: '3' }));
    // The counter counts in the whole gallery, not among the page's photos and its neighbours'.
    expect(screen.getByText('3 / 5')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Просмотр фото 3 из 5');
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(search()).toEqual({ size: '2', page: '1', photo: '2' }));
    await user.keyboard('{ArrowLeft}');
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(search()).toEqual({ size: '2', photo: '4' }));
  });

  it('shows the empty and the error texts', async () => {
    const refusal = 'Страницы дальше 10 000-го результата не открываются: уточните поиск';
    serve((query) => {
      if (query.get('page') === '2') return problemAnswer(500, 'INTERNAL', 'x');
      if (query.get('page') === '999') return problemAnswer(400, 'RESULT_WINDOW_EXCEEDED', refusal);
      return { ...pageOf([], 40), totalPages: 0 };
    });
    renderWithProviders(<GalleryPage />, { route: '/gallery' });
    await screen.findByText('Фотографий не найдено.');
    renderWithProviders(<GalleryPage />, { route: '/gallery?page=2' });
    await screen.findByText('Ошибка при загрузке');
    // A refused request: the server's own reason, not the generic text.
    renderWithProviders(<GalleryPage />, { route: '/gallery?page=999' });
    await screen.findByText(refusal);
  });
});

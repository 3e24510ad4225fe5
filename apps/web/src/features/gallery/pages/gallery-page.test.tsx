import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { GalleryPage } from './gallery-page';

const tiles = [5, 4, 3].map((id) => ({
  id,
  url: `/uploads/p${id}.jpg`,
  thumbnailUrl: `/uploads/thumbs/p${id}_thumb.jpg`,
  width: 1200,
  height: 800,
}));

function answer(url: string) {
  if (url.startsWith('/api/archive/photos/page'))
    return jsonResponse(200, { content: tiles, totalElements: 3, totalPages: 1, number: 0, size: 40 });
  if (url.startsWith('/api/archive/photos/')) {
    const id = Number(url.split('/').pop());
    return jsonResponse(200, {
      id,
      url: '',
      thumbnailUrl: '',
      name: 'x',
      description: null,
      contentType: 'image/jpeg',
      sizeBytes: 1,
      width: 1,
      height: 1,
      uploadedAt: '2025-01-01T00:00:00Z',
      products: [{ id: 8, name: 'Пулемёт Максима', manufacturer: 'ТОЗ' }],
      details: [],
    });
  }
  if (url.startsWith('/api/archive/detail-types')) return jsonResponse(200, []);
  return jsonResponse(200, []);
}

describe('the gallery', () => {
  beforeEach(() => {
    sessionStorage.clear();
    // jsdom has no scrolling; the pages scroll to the top on a new page.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('asks for 40 a page by default and passes filters from the address', async () => {
    const fetchMock = vi.fn(async (url: string) => answer(url));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<GalleryPage />, { route: '/gallery?year=1916&size=100' });
    await screen.findByText('Фото №5');
    const url = fetchMock.mock.calls.map(([u]) => String(u)).find((u) => u.startsWith('/api/archive/photos/page'));
    expect(url).toBe('/api/archive/photos/page?page=0&size=100&year=1916');
    // Filters in the address open the panel.
    expect(screen.getByRole('button', { name: 'Скрыть фильтры' })).toBeInTheDocument();
    const img = screen.getByRole('button', { name: 'Открыть фото №5' }).querySelector('img');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img?.getAttribute('srcset')).toBe('/uploads/thumbs/p5_thumb.jpg 400w, /uploads/p5.jpg 1200w');
  });

  it('opens a photo in the lightbox with its info card, keeps it in the address, and closes with Esc', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => answer(url)),
    );
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
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (!url.startsWith('/api/archive/photos/page')) return answer(url);
        const page = new URL(url, 'http://x').searchParams.get('page') ?? '0';
        const content = (pages[page] ?? []).map((id) => ({ ...tiles[0], id, url: `/uploads/p${id}.jpg` }));
        return jsonResponse(200, { content, totalElements: 5, totalPages: 3, number: Number(page), size: 2 });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderWithProviders(<GalleryPage />, { route: '/gallery?size=2&photo=4' });
    await screen.findByRole('dialog');
    const search = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Следующее фото' })).toBeEnabled());
    // The first photo of page 2 is loaded before it is needed.
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([u]) => String(u).includes('page=1'))).toBe(true));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(search()).toEqual({ size: '2', page: '1', photo: '3' }));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(search()).toEqual({ size: '2', page: '1', photo: '2' }));
    await user.keyboard('{ArrowLeft}');
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(search()).toEqual({ size: '2', photo: '4' }));
  });

  it('shows the empty and the error texts', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { content: [], totalElements: 0, totalPages: 0, number: 0, size: 40 })),
    );
    renderWithProviders(<GalleryPage />, { route: '/gallery' });
    await screen.findByText('Фотографий не найдено.');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(500, { status: 500 })),
    );
    renderWithProviders(<GalleryPage />, { route: '/gallery?page=2' });
    await screen.findByText('Ошибка при загрузке');
  });
});

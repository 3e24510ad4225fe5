import type { DetailDto, PhotoDto, ProductDto, ProductWriteInput } from '@museum/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { expectConsoleErrors } from '../../../test/console';
import { buildDetail, buildProduct } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { api, bodiesSent, noContent, problemAnswer, requestLine } from '../../../test/server';
import { PhotoPage } from './photo-page';
import { notFound, photo, photoAnswers, render, serve, toastTexts } from './photo-page.fixtures';

describe('the photo page', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the file facts and only the non-empty sections to a visitor', async () => {
    serve(null);
    render();
    expect(await screen.findByText('2,50 МБ')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Фото №7', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('1600 × 1200')).toBeInTheDocument();
    expect(screen.getByText(/^4 марта 2025 г\. в \d\d:\d\d$/)).toBeInTheDocument();
    expect(screen.getByText('image/png')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Щит станка' })).toHaveAttribute('href', '/details/3');
    expect(screen.queryByRole('heading', { name: 'Изделия на этом фото' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Удалить фото' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Похожие фото' })).not.toBeInTheDocument();
  });

  it('lists the photo’s near-duplicates, closest first, each with how far it is (issue 51)', async () => {
    const similar = [
      { id: 12, distance: 0 },
      { id: 40, distance: 6 },
    ];
    serve(
      null,
      photoAnswers(() => ({ ...photo, similar })),
    );
    render();
    const section = (await screen.findByRole('heading', { name: 'Похожие фото' })).closest('section') as HTMLElement;
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Фото №12', '/photos/12'],
      ['Фото №40', '/photos/40'],
    ]);
    expect(section).toHaveTextContent('то же изображение');
    expect(section).toHaveTextContent('отличий: 6 из 64');
  });

  it('links a product by id for a moderator, and says so', async () => {
    // The server keeps the link: after it, the photo answers with the product.
    let linked = false;
    const withProduct = { ...photo, products: [{ id: 9, name: 'Пулемёт', nameEn: null, manufacturer: null }] };
    const requests = serve(
      ['ROLE_USER', 'ROLE_MODERATOR'],
      api.post<PhotoDto>('/api/archive/photos/7/annotate', () => {
        linked = true;
        return withProduct;
      }),
      photoAnswers(() => (linked ? withProduct : undefined)),
    );
    vi.spyOn(window, 'prompt').mockReturnValue(' 9 ');
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Привязать изделие по ID' }));
    await screen.findByRole('link', { name: 'Пулемёт' });
    expect(requests.map(requestLine)).toContain('POST /api/archive/photos/7/annotate?productId=9');
    expect(toastTexts()).toContain('Изделие успешно привязано.');
  });

  it('names the items it shows in English on English pages where they have an English name, else in Russian marked so', async () => {
    serve(
      null,
      photoAnswers(() => ({
        ...photo,
        products: [{ id: 9, name: 'Пулемёт обр. 1910', nameEn: 'Maxim gun, 1910 pattern', manufacturer: null }],
        details: [{ ...photo.details[0], nameEn: null } as PhotoDto['details'][number]],
      })),
    );
    renderWithProviders(<PhotoPage />, { route: '/en/photos/7', path: '/photos/:id', locale: 'en' });
    const product = await screen.findByRole('link', { name: 'Maxim gun, 1910 pattern' });
    expect(product).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: /Щит станка/ })).toHaveAttribute('lang', 'ru');
    // The upload date in words, as history and sessions write it, not «04/03/2025, 10:20:00».
    expect(screen.getByText(/^4 March 2025 at \d\d:\d\d$/)).toBeInTheDocument();
  });

  it('shows a plain user only what a plain user may do: create from the photo, no linking, no deleting', async () => {
    serve(['ROLE_USER']);
    render();
    expect(await screen.findByRole('button', { name: 'Создать изделие с этим фото' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Создать деталь с этим фото' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Привязать изделие по ID' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Привязать деталь по ID' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Удалить фото' })).not.toBeInTheDocument();
  });

  it('lets a plain user delete their own upload while it is unpublished', async () => {
    serve(
      ['ROLE_USER'],
      photoAnswers(() => ({ ...photo, published: false })),
    );
    render();
    expect(await screen.findByRole('button', { name: 'Удалить фото' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Привязать изделие по ID' })).not.toBeInTheDocument();
  });

  it('never shows a deleted photo from the session cache: a 404 drops the copy and its buttons', async () => {
    sessionStorage.setItem(`cache:${JSON.stringify(queryKeys.photos.item(7))}`, JSON.stringify(photo));
    serve(['ROLE_MODERATOR'], photoAnswers(notFound));
    render();
    await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' });
    expect(screen.queryByRole('button', { name: 'Удалить фото' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem(`cache:${JSON.stringify(queryKeys.photos.item(7))}`)).toBeNull();
  });

  it('drops every cached copy of a photo it deletes', async () => {
    // Once deleted, the API answers 404 for the photo, as the real one does.
    let deleted = false;
    serve(
      ['ROLE_MODERATOR'],
      api.delete<never>('/api/archive/photos/7', () => {
        deleted = true;
        return noContent();
      }),
      photoAnswers(() => (deleted ? notFound() : undefined)),
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    const { queryClient } = render();
    await user.click(await screen.findByRole('button', { name: 'Удалить фото' }));
    await waitFor(() => expect(toastTexts()).toContain('Фото удалено.'));
    await waitFor(() => expect(sessionStorage.getItem(`cache:${JSON.stringify(queryKeys.photos.item(7))}`)).toBeNull());
    expect(queryClient.getQueryData(queryKeys.photos.item(7))).toBeUndefined();
  });

  it('does nothing on an empty answer and explains a refusal in Russian', async () => {
    expectConsoleErrors();
    const requests = serve(
      ['ROLE_MODERATOR'],
      api.post<PhotoDto>('/api/archive/photos/7/annotate', () => problemAnswer(403, 'FORBIDDEN', 'Нет прав')),
    );
    const prompt = vi.spyOn(window, 'prompt').mockReturnValue('');
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Привязать деталь по ID' }));
    expect(requests.some((request) => request.url.includes('annotate'))).toBe(false);
    prompt.mockReturnValue('4');
    await user.click(screen.getByRole('button', { name: 'Привязать деталь по ID' }));
    await waitFor(() => expect(toastTexts()).toContain('Недостаточно прав: это могут делать только модераторы.'));
  });

  it('sends a plain user to the add page with this photo instead of creating directly', async () => {
    serve(['ROLE_USER']);
    const user = userEvent.setup();
    const { router } = render();
    await user.click(await screen.findByRole('button', { name: 'Создать деталь с этим фото' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/add?photo=7&tab=detail');
  });

  it('creates a detail for a moderator and opens its edit page', async () => {
    const requests = serve(
      ['ROLE_MODERATOR'],
      api.post<DetailDto>('/api/archive/details', () => HttpResponse.json(buildDetail({ id: 55 }), { status: 201 })),
    );
    const user = userEvent.setup();
    const { router } = render();
    await user.click(await screen.findByRole('button', { name: 'Создать деталь с этим фото' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/details/55/edit'));
    expect(await bodiesSent(requests, 'POST', '/api/archive/details')).toEqual([{ type: { id: 12 }, photos: [{ id: 7 }] }]);
  });

  it('creates a product under a placeholder name for a moderator and opens its edit page', async () => {
    const requests = serve(
      ['ROLE_MODERATOR'],
      api.post<ProductDto>('/api/archive/products', () => HttpResponse.json(buildProduct({ id: 56 }), { status: 201 })),
    );
    const user = userEvent.setup();
    const { router } = render();
    await user.click(await screen.findByRole('button', { name: 'Создать изделие с этим фото' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/56/edit'));
    expect(await bodiesSent(requests, 'POST', '/api/archive/products')).toEqual([
      { name: 'Новое изделие', photos: [{ id: 7 }] } satisfies ProductWriteInput,
    ]);
  });

  it('deletes only after the confirmation', async () => {
    const requests = serve(['ROLE_MODERATOR'], api.delete<never>('/api/archive/photos/7', noContent));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Удалить фото' }));
    expect(confirm).toHaveBeenCalledWith('Вы уверены, что хотите удалить это фото?');
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Удалить фото' }));
    await waitFor(() => expect(toastTexts()).toContain('Фото удалено.'));
  });

  it('shows the load error', async () => {
    serve(
      null,
      photoAnswers(() => problemAnswer(400, 'BAD_REQUEST', 'Сбой')),
    );
    render();
    await screen.findByText('Ошибка при загрузке фото.');
  });

  it('shows the not-found page for a photo the API does not know (or hides)', async () => {
    serve(
      null,
      photoAnswers(() => problemAnswer(404, 'NOT_FOUND', 'Нет')),
    );
    render();
    await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' });
  });
});

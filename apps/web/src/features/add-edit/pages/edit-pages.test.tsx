import type {
  ChangeRequestDto,
  DetailDto,
  DetailTypeDto,
  DetailWriteInput,
  ManufacturerDto,
  MeDto,
  Page,
  PhotoUploadLimitsDto,
  ProductDto,
  ProductListItemDto,
  StampDto,
} from '@museum/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { itemKey } from '../../../lib/catalogue-items';
import { getSession, setSession } from '../../../lib/session';
import { getToasts } from '../../../lib/toast-store';
import { expectConsoleErrors } from '../../../test/console';
import { buildChangeRequest, buildDetail, buildItemPhoto, buildMe, buildProduct, pageOf } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { api, noContent, problemAnswer, recordRequests, server } from '../../../test/server';
import { DetailEditPage } from './detail-edit-page';
import { ProductEditPage } from './product-edit-page';

const DETAIL = buildDetail({
  id: 4,
  name: 'Щит',
  description: '<p>Броневой</p>',
  number: '77',
  serialNumber: '77',
  year: 1910,
  belongsTo: 'станок',
  type: { id: 3, name: 'Щит', nameEn: null, belongsTo: 'станок' },
  photos: [buildItemPhoto({ id: 8 })],
});
const PRODUCT = buildProduct({ id: 6, name: 'Станок Соколова', belongsTo: 'станок' });
const SHIELD = {
  id: 3,
  name: 'Щит',
  nameEn: null,
  description: null,
  belongsTo: 'станок',
  carriesNumber: false,
  subtypes: [],
} satisfies DetailTypeDto;

/** The API the edit pages use; returns what was written (every request but a GET), in order. */
function serveItems(roles: string[]) {
  server.use(
    api.get<MeDto>('/api/auth/me', () => buildMe({ roles })),
    api.get<DetailDto>('/api/archive/details/:id', () => DETAIL),
    api.get<ProductDto>('/api/archive/products/:id', () => PRODUCT),
    api.get<DetailTypeDto[]>('/api/archive/detail-types', () => [SHIELD]),
    api.get<Page<ProductListItemDto>>('/api/archive/products', () =>
      pageOf([PRODUCT, { id: 2, name: 'Пулемёт', nameEn: null, number: null, year: null, belongsTo: null }]),
    ),
    api.get<StampDto[]>('/api/archive/stamps', () => []),
    api.get<PhotoUploadLimitsDto>('/api/archive/photos/upload-limits', () => ({
      maxBytes: 10_000_000,
      maxPixels: 50_000_000,
      contentTypes: ['image/jpeg', 'image/png', 'image/webp'],
    })),
    api.get<ManufacturerDto[]>('/api/archive/manufacturers', () => []),
    api.put<DetailDto>('/api/archive/details/:id', () => DETAIL),
    api.put<ProductDto>('/api/archive/products/:id', () => PRODUCT),
    api.delete<never>('/api/archive/details/:id', () => noContent()),
    api.post<ChangeRequestDto>('/api/archive/change-requests', () => buildChangeRequest()),
  );
  return recordRequests();
}

/** The writes among the recorded requests, as `METHOD path body`. */
async function writes(requests: Request[]): Promise<string[]> {
  const sent = requests.filter((request) => request.method !== 'GET');
  return Promise.all(
    sent.map(async (request) => `${request.method} ${new URL(request.url).pathname} ${await request.clone().text()}`.trim()),
  );
}

describe('DetailEditPage', () => {
  it('opens the form from the item page while the item it read is still fresh in the cache', async () => {
    setSession({ token: 't', role: 'ROLE_MODERATOR' });
    const requests = serveItems(['ROLE_MODERATOR']);
    // The item page read the detail a moment ago, then «Редактировать» was clicked.
    const { router, queryClient } = renderWithProviders(<DetailEditPage />, { route: '/details/4', path: '/details/:id/edit' });
    queryClient.setQueryData(itemKey('detail', 4), { ...DETAIL, year: 1900 });
    await router.navigate('/details/4/edit');
    // The form starts from the server's answer of now, not from the copy the item page left.
    expect(await screen.findByRole('textbox', { name: 'Год' })).toHaveValue('1910');
    expect(requests.filter((request) => new URL(request.url).pathname === '/api/archive/details/4')).toHaveLength(1);
  });

  it('is titled as its heading says', async () => {
    setSession({ token: 't', role: 'ROLE_MODERATOR' });
    serveItems(['ROLE_MODERATOR']);
    renderWithProviders(<DetailEditPage />, { route: '/details/4/edit', path: '/details/:id/edit' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Правка детали №4' })).toBeInTheDocument();
    expect(document.title).toBe('Правка детали №4 — Музей «Тульский Максим»');
  });

  it('a moderator who opened the edit page by a link deletes the detail and lands on the list of details', async () => {
    setSession({ token: 't', role: 'ROLE_MODERATOR' });
    const requests = serveItems(['ROLE_MODERATOR']);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { router } = renderWithProviders(<DetailEditPage />, { route: '/details/4/edit', path: '/details/:id/edit' });
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/details'));
    expect(await writes(requests)).toEqual(['DELETE /api/archive/details/4']);
    expect(getToasts().map((toast) => [toast.kind, toast.text])).toEqual([['success', 'Удалено']]);
    // The deleted detail is not asked for again (the server would answer 404).
    const calls = requests.map((request) => `${request.method} ${new URL(request.url).pathname}`);
    expect(calls.slice(calls.indexOf('DELETE /api/archive/details/4'))).not.toContain('GET /api/archive/details/4');
  });

  it('a moderator saves the full detail with PUT and goes to the detail page', async () => {
    setSession({ token: 't', role: 'ROLE_MODERATOR' });
    const requests = serveItems(['ROLE_MODERATOR']);
    const { router } = renderWithProviders(<DetailEditPage />, { route: '/details/4/edit', path: '/details/:id/edit' });
    const year = await screen.findByRole('textbox', { name: 'Год' });
    expect(year).toHaveValue('1910');
    expect(year).toHaveAttribute('placeholder', '1916');
    expect(screen.getByText('Введите 4-значный год')).toBeInTheDocument();
    // Set in one change event: the lazily loaded rich-text editor may take focus from typed keys.
    fireEvent.change(year, { target: { value: '1915' } });
    await userEvent.click(screen.getByRole('button', { name: 'Убрать фото №8' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/details/4'));
    const [put] = await writes(requests);
    expect(put?.startsWith('PUT /api/archive/details/4 ')).toBe(true);
    expect(JSON.parse(put?.slice(put.indexOf('{')) ?? '{}')).toMatchObject({
      year: 1915,
      number: '77',
      type: { id: 3 },
      photos: [],
      belongsTo: 'станок',
    } satisfies DetailWriteInput);
  });

  it('refuses a year that is not four digits with its own message and saves nothing', { timeout: 30_000 }, async () => {
    setSession({ token: 't', role: 'ROLE_MODERATOR' });
    const requests = serveItems(['ROLE_MODERATOR']);
    const { router } = renderWithProviders(<DetailEditPage />, { route: '/details/4/edit', path: '/details/:id/edit' });
    const year = await screen.findByRole('textbox', { name: 'Год' });
    // Set in one change event: the lazily loaded rich-text editor may take focus from typed keys.
    fireEvent.change(year, { target: { value: 'abcd' } });
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Год — четыре цифры, например 1910', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(year).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(year, { target: { value: '1700' } });
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(year.parentElement).toHaveTextContent(/Год: от 1800 до \d{4}$/), { timeout: 5000 });
    expect(await writes(requests)).toEqual([]);
    expect(router.state.location.pathname).toBe('/details/4/edit');
  });

  it('an ended session: the 401 clears it, says so, opens the login dialog, and the form keeps its input', {
    timeout: 30_000,
  }, async () => {
    setSession({ token: 'old', role: 'ROLE_MODERATOR' });
    serveItems(['ROLE_MODERATOR']);
    server.use(api.put<never>('/api/archive/details/:id', () => problemAnswer(401, 'UNAUTHORIZED', 'Нужно войти')));
    const { router } = renderWithProviders(<DetailEditPage />, { route: '/details/4/edit', path: '/details/:id/edit' });
    const name = await screen.findByRole('textbox', { name: 'Название' });
    fireEvent.change(name, { target: { value: 'Щит ранний' } });
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('dialog', { name: 'Вход' }, { timeout: 5000 })).toBeInTheDocument();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('auth')).toBeNull();
    const texts = getToasts().map((toast) => toast.text);
    expect(texts).toEqual(['Сеанс закончился. Войдите снова — введённое на странице не пропадёт.']);
    expect(screen.getByRole('textbox', { name: 'Название' })).toHaveValue('Щит ранний');
    expect(router.state.location.pathname).toBe('/details/4/edit');
  });

  it('a plain user proposes the deletion after the confirmation', async () => {
    setSession({ token: 't', role: 'ROLE_USER' });
    const requests = serveItems(['ROLE_USER']);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderWithProviders(<DetailEditPage />, { route: '/details/4/edit', path: '/details/:id/edit' });
    expect(await screen.findByText('Изменения и удаление уйдут на модерацию как заявка.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    expect(confirm).toHaveBeenCalledWith('Удалить эту деталь?');
    expect(await writes(requests)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    await waitFor(async () =>
      expect(await writes(requests)).toEqual(['POST /api/archive/change-requests {"action":"DELETE","entityType":"DETAIL","entityId":4}']),
    );
  });
});

describe('ProductEditPage', () => {
  it('marks the Russian texts it edits on an English page, the English name English (issue 52)', async () => {
    setSession({ token: 't', role: 'ROLE_MODERATOR' });
    serveItems(['ROLE_MODERATOR']);
    server.use(api.get<DetailDto>('/api/archive/details/:id', () => ({ ...DETAIL, markings: 'ТОЗ 1915', provenance: 'Из собрания' })));
    renderWithProviders(<DetailEditPage />, { route: '/en/details/4/edit', path: '/details/:id/edit', locale: 'en' });
    expect(await screen.findByRole('textbox', { name: 'Inscriptions and markings' })).toHaveAttribute('lang', 'ru');
    for (const name of ['Provenance', 'Name', 'Source', 'Where the number is struck'])
      expect(screen.getByRole('textbox', { name }), name).toHaveAttribute('lang', 'ru');
    await userEvent.click(screen.getByText('For the English pages'));
    expect(screen.getByRole('textbox', { name: 'English name' })).toHaveAttribute('lang', 'en');
  });

  it('never offers the product as its own parent', async () => {
    setSession({ token: 't', role: 'ROLE_MODERATOR' });
    serveItems(['ROLE_MODERATOR']);
    renderWithProviders(<ProductEditPage />, { route: '/products/6/edit', path: '/products/:id/edit' });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Входит в изделие' }));
    await screen.findByRole('option', { name: 'Пулемёт' });
    expect(screen.queryByRole('option', { name: 'Станок Соколова' })).not.toBeInTheDocument();
  });

  it('shows the spec error when saving fails', async () => {
    expectConsoleErrors();
    setSession({ token: 't', role: 'ROLE_MODERATOR' });
    serveItems(['ROLE_MODERATOR']);
    server.use(api.put<never>('/api/archive/products/:id', () => problemAnswer(500, 'INTERNAL', 'сбой')));
    renderWithProviders(<ProductEditPage />, { route: '/products/6/edit', path: '/products/:id/edit' });
    await userEvent.click(await screen.findByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Не удалось сохранить изменения')).toBeInTheDocument();
  });
});

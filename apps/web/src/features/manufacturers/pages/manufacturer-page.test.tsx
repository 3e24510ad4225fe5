import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session';
import { getToasts } from '../../../lib/toast-store';
import { jsonResponse, problem, renderWithProviders } from '../../../test/render';
import { ManufacturerPage } from './manufacturer-page';

const maker = {
  id: 2,
  name: 'ТОЗ',
  shortName: 'ТОЗ',
  country: 'Россия',
  period: null,
  description: '<p>Завод<script>x()</script></p>',
  url: 'https://www.tulazavod.ru/history',
};

function serve(roles: string[] | null, handler: (url: string, init?: RequestInit) => Response | undefined = () => undefined) {
  if (roles) setSession({ token: 't', role: 'X' });
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const custom = handler(url, init);
    if (custom) return custom;
    if (url === '/api/auth/me') return jsonResponse(200, { id: 1, username: 'a', email: 'a@x.ru', roles: roles ?? [] });
    if (url === '/api/archive/manufacturers/2') return jsonResponse(200, maker);
    if (url === '/api/archive/manufacturers') return jsonResponse(200, [maker]);
    return jsonResponse(404, {});
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const render = () => renderWithProviders(<ManufacturerPage />, { route: '/manufacturers/2', path: '/manufacturers/:id' });

describe('the manufacturer page', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the sanitised description, the site by host name and a search link; no tools for a visitor', async () => {
    serve(null);
    const { container } = render();
    await screen.findByRole('heading', { name: 'ТОЗ' });
    expect(container.innerHTML).not.toContain('script');
    expect(screen.getByRole('link', { name: 'tulazavod.ru' })).toHaveAttribute('href', maker.url);
    expect(screen.getByRole('link', { name: 'Искать всё по «ТОЗ»' }).getAttribute('href')).toContain('manufacturer=%D0%A2%D0%9E%D0%97');
    expect(screen.queryByRole('button', { name: 'Редактировать' })).not.toBeInTheDocument();
  });

  it('lets an admin edit, cancel back to the saved values, and save', async () => {
    const fetchMock = serve(['ROLE_ADMIN'], (_url, init) =>
      init?.method === 'PUT' ? jsonResponse(200, { ...maker, ...JSON.parse(String(init.body)) }) : undefined,
    );
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Редактировать' }));
    await user.clear(screen.getByLabelText('Название'));
    await user.type(screen.getByLabelText('Название'), 'Черновик');
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(screen.getByRole('heading', { name: 'ТОЗ' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Редактировать' }));
    expect(screen.getByLabelText('Название')).toHaveValue('ТОЗ');
    await user.clear(screen.getByLabelText('Название'));
    await user.type(screen.getByLabelText('Название'), 'Тульский завод');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await screen.findByRole('heading', { name: 'Тульский завод' });
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/archive/manufacturers/2');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ name: 'Тульский завод', url: maker.url, shortName: 'ТОЗ' });
  });

  it('says a manufacturer in use cannot be deleted, and returns to the list after a delete', async () => {
    let inUse = true;
    serve(['ROLE_ADMIN'], (_url, init) =>
      init?.method === 'DELETE' ? (inUse ? problem(409, 'IN_USE', 'Используется') : new Response(null, { status: 204 })) : undefined,
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    const { router } = render();
    await user.click(await screen.findByRole('button', { name: 'Удалить' }));
    expect(window.confirm).toHaveBeenCalledWith('Удалить производителя?');
    await waitFor(() =>
      expect(getToasts().map((t) => t.text)).toContain('Ошибка при удалении: на производителя ссылаются изделия или детали.'),
    );
    inUse = false;
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manufacturers'));
  });
});

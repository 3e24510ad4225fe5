import type { ManufacturerDto, ManufacturerWriteInput, MeDto } from '@museum/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session';
import { getToasts } from '../../../lib/toast-store';
import { expectConsoleErrors } from '../../../test/console';
import { buildManufacturer, buildMe } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { api, noContent, problemAnswer, recordRequests, server } from '../../../test/server';
import { ManufacturerPage } from './manufacturer-page';

const saved = () => buildManufacturer({ description: '<p>Завод<script>x()</script></p>', url: 'https://www.tulazavod.ru/history' });

/** The maker's API as the server keeps it: a PUT changes what the next GET answers. */
function serveMaker(roles: string[] | null) {
  if (roles) setSession({ token: 't', role: 'X' });
  let maker = saved();
  server.use(
    api.get<MeDto>('/api/auth/me', () => buildMe({ roles: roles ?? [] })),
    api.get<ManufacturerDto>('/api/archive/manufacturers/:id', () => maker),
    api.get<ManufacturerDto[]>('/api/archive/manufacturers', () => [maker]),
    api.put<ManufacturerDto>('/api/archive/manufacturers/:id', async ({ request }) => {
      const body = (await request.json()) as ManufacturerWriteInput;
      maker = { ...maker, ...body, description: body.description ?? null, url: body.url ?? null };
      return maker;
    }),
  );
}

const render = () => renderWithProviders(<ManufacturerPage />, { route: '/manufacturers/2', path: '/manufacturers/:id' });

describe('the manufacturer page', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the sanitised description, the site by host name and a search link; no tools for a visitor', async () => {
    serveMaker(null);
    const { container } = render();
    await screen.findByRole('heading', { name: 'ТОЗ' });
    expect(container.innerHTML).not.toContain('script');
    expect(screen.getByRole('link', { name: 'tulazavod.ru' })).toHaveAttribute('href', saved().url);
    expect(screen.getByRole('link', { name: 'Искать всё по «ТОЗ»' }).getAttribute('href')).toContain('manufacturer=%D0%A2%D0%9E%D0%97');
    expect(screen.queryByRole('button', { name: 'Редактировать' })).not.toBeInTheDocument();
  });

  it('lets an admin edit, cancel back to the saved values, and save', async () => {
    serveMaker(['ROLE_ADMIN']);
    const requests = recordRequests();
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
    const put = requests.find((request) => request.method === 'PUT');
    expect(new URL(put?.url ?? '').pathname).toBe('/api/archive/manufacturers/2');
    expect(await put?.json()).toMatchObject({ name: 'Тульский завод', url: saved().url, shortName: 'ТОЗ' });
  });

  it('says a manufacturer in use cannot be deleted, and returns to the list after a delete', async () => {
    let inUse = true;
    serveMaker(['ROLE_ADMIN']);
    server.use(
      api.delete<never>('/api/archive/manufacturers/:id', () => (inUse ? problemAnswer(409, 'IN_USE', 'Используется') : noContent())),
    );
    // The refused delete is logged, as every failed call.
    expectConsoleErrors();
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

  it('a failed save names the server’s words, or says what happened; never a bare body like «{}»', async () => {
    serveMaker(['ROLE_ADMIN']);
    const answers: (() => Response)[] = [
      () => problemAnswer(409, 'CONFLICT', 'Такая запись уже есть'),
      () => new HttpResponse('{}', { status: 502, headers: { 'content-type': 'text/plain' } }),
      () => HttpResponse.error(),
    ];
    server.use(api.put<never>('/api/archive/manufacturers/:id', () => (answers.shift() as () => Response)()));
    // The refused saves are logged, as every failed call.
    expectConsoleErrors();
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Редактировать' }));
    const texts = () => getToasts().map((toast) => toast.text);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(texts()).toContain('Ошибка при сохранении: Такая запись уже есть'));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(texts()).toContain('Ошибка при сохранении: сервер не принял изменения. Попробуйте ещё раз.'));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(texts()).toContain('Ошибка при сохранении: нет связи с сервером. Проверьте подключение и попробуйте ещё раз.'),
    );
    expect(texts().filter((text) => text.includes('{}'))).toEqual([]);
    // The form stays open with what was typed.
    expect(screen.getByLabelText('Название')).toHaveValue('ТОЗ');
  });
});

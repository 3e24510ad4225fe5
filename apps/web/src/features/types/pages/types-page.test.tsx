import type { DetailTypeDto, MeDto, StampDto } from '@museum/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session';
import { getToasts } from '../../../lib/toast-store';
import { buildMe, buildStamp } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { api, noContent, problemAnswer, recordRequests, server } from '../../../test/server';
import { TypesPage } from './types-page';

const TYPES: DetailTypeDto[] = [
  {
    id: 1,
    name: 'Кожух',
    nameEn: null,
    description: '<p>Водяной кожух</p>',
    belongsTo: 'максим',
    carriesNumber: true,
    subtypes: [{ id: 5, name: 'Гладкий', nameEn: null, description: null }],
  },
  { id: 2, name: 'Щит', nameEn: null, description: null, belongsTo: 'станок', carriesNumber: false, subtypes: [] },
];
const STAMPS: StampDto[] = [buildStamp({ id: 9, name: 'ОТК' })];

/** The reference lists' API; writes answer with the written type, deletes with `deleteAnswer`. Returns the writes sent. */
function serveTypes(roles: string[], deleteAnswer: () => Response = noContent) {
  const echo = async ({ request }: { request: Request }): Promise<DetailTypeDto> => ({
    id: 99,
    description: null,
    belongsTo: 'максим',
    carriesNumber: false,
    subtypes: [],
    nameEn: null,
    ...((await request.json()) as { name: string; nameEn?: string | null }),
  });
  server.use(
    api.get<MeDto>('/api/auth/me', () => buildMe({ roles })),
    api.get<DetailTypeDto[]>('/api/archive/detail-types', () => TYPES),
    api.get<StampDto[]>('/api/archive/stamps', () => STAMPS),
    api.post<DetailTypeDto>('/api/archive/detail-types', echo),
    api.put<DetailTypeDto>('/api/archive/detail-types/:id', echo),
    api.delete<never>('/api/archive/:kind/:id', () => deleteAnswer()),
  );
  const seen = recordRequests();
  return async () => {
    const writes = seen.filter((request) => request.method !== 'GET');
    return Promise.all(
      writes.map(async (request) => `${request.method} ${new URL(request.url).pathname} ${await request.clone().text()}`.trim()),
    );
  };
}

describe('TypesPage', () => {
  it('lists the types of the chosen purpose with expandable subtypes and no admin controls for a visitor', async () => {
    serveTypes([]);
    renderWithProviders(<TypesPage />);
    expect(await screen.findByText('Кожух')).toBeInTheDocument();
    expect(screen.getByText('Водяной кожух')).toBeInTheDocument();
    expect(screen.getByText('Подтипы (1)')).toBeInTheDocument();
    expect(screen.queryByText('Щит')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'станок' }));
    expect(screen.getByText('Щит')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Изменить/ })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'ЗИП' })).toBeInTheDocument();
  });

  it('marks the types that carry the product number; a visitor gets no checkbox', async () => {
    serveTypes([]);
    renderWithProviders(<TypesPage />);
    expect(await screen.findByText('несёт номер изделия')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'станок' }));
    expect(screen.queryByText('несёт номер изделия')).not.toBeInTheDocument();
  });

  it('marks them in English on English pages', async () => {
    setSession({ token: 't', role: 'ROLE_ADMIN' });
    serveTypes(['ROLE_ADMIN']);
    renderWithProviders(<TypesPage />, { route: '/en/types', locale: 'en' });
    expect(await screen.findByRole('checkbox', { name: '“Кожух” carries the gun’s number' })).toBeChecked();
  });

  it('lets an admin mark a type as carrying the product number by clicking, and unmark it', async () => {
    setSession({ token: 't', role: 'ROLE_ADMIN' });
    const writes = serveTypes(['ROLE_ADMIN']);
    renderWithProviders(<TypesPage />);
    const kozhukh = await screen.findByRole('checkbox', { name: '«Кожух» несёт номер изделия' });
    expect(kozhukh).toBeChecked();
    await userEvent.click(kozhukh);
    await userEvent.click(screen.getByRole('tab', { name: 'станок' }));
    const shield = screen.getByRole('checkbox', { name: '«Щит» несёт номер изделия' });
    expect(shield).not.toBeChecked();
    await userEvent.click(shield);
    await waitFor(async () =>
      expect(await writes()).toEqual([
        'PUT /api/archive/detail-types/1 {"name":"Кожух","description":"<p>Водяной кожух</p>","belongsTo":"максим","carriesNumber":false}',
        'PUT /api/archive/detail-types/2 {"name":"Щит","description":null,"belongsTo":"станок","carriesNumber":true}',
      ]),
    );
  });

  it('lets an admin edit a type with its purpose kept', async () => {
    setSession({ token: 't', role: 'ROLE_ADMIN' });
    const writes = serveTypes(['ROLE_USER', 'ROLE_ADMIN']);
    renderWithProviders(<TypesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Изменить «Кожух»' }));
    const form = screen.getByRole('form', { name: 'Изменить «Кожух»' });
    const name = within(form).getByRole('textbox', { name: /^Название(?! по)/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Кожух ствола');
    // Its English name (ADR 082), which English pages show.
    await userEvent.type(within(form).getByRole('textbox', { name: 'Название по-английски' }), ' Water jacket ');
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(async () =>
      expect(await writes()).toContain(
        'PUT /api/archive/detail-types/1 {"belongsTo":"максим","name":"Кожух ствола","nameEn":"Water jacket","description":"<p>Водяной кожух</p>"}',
      ),
    );
  });

  it('shows Ошибка удаления with the server message, or неизвестная ошибка', async () => {
    setSession({ token: 't', role: 'ROLE_ADMIN' });
    let answer = () => problemAnswer(409, 'IN_USE', 'Подтип используется деталями');
    serveTypes(['ROLE_ADMIN'], () => answer());
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderWithProviders(<TypesPage />);
    await userEvent.click(await screen.findByText('Подтипы (1)'));
    await userEvent.click(screen.getByRole('button', { name: 'Удалить «Гладкий»' }));
    const toastTexts = () => getToasts().map((toast) => toast.text);
    await waitFor(() => expect(toastTexts()).toContain('Ошибка удаления: Подтип используется деталями'));
    answer = () => new Response('', { status: 500 });
    await userEvent.click(screen.getByRole('button', { name: 'Удалить «Гладкий»' }));
    await waitFor(() => expect(toastTexts()).toContain('Ошибка удаления: неизвестная ошибка'));
  });

  it('keeps a new type’s text until the server accepts it, and confirms a delete with a toast', { timeout: 30_000 }, async () => {
    setSession({ token: 't', role: 'ROLE_ADMIN' });
    const writes = serveTypes(['ROLE_ADMIN']);
    let refuse = true;
    server.use(
      api.post<never>('/api/archive/detail-types', () => (refuse ? problemAnswer(409, 'CONFLICT', 'Такая запись уже есть') : undefined)),
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderWithProviders(<TypesPage />);
    const form = await screen.findByRole('form', { name: 'Добавить тип: максим' });
    const name = within(form).getByRole('textbox', { name: /^Название(?! по)/ });
    fireEvent.change(name, { target: { value: 'Затыльник' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Добавить' }));
    const toastTexts = () => getToasts().map((toast) => toast.text);
    await waitFor(() => expect(toastTexts()).toContain('Ошибка при сохранении'));
    expect(name).toHaveValue('Затыльник');
    refuse = false;
    await userEvent.click(within(form).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(toastTexts()).toContain('Сохранено'));
    await waitFor(() => expect(name).toHaveValue(''));
    expect((await writes()).filter((write) => write.startsWith('POST'))).toHaveLength(2);
    expect(await writes()).toContain(
      'POST /api/archive/detail-types {"name":"Затыльник","nameEn":null,"description":null,"belongsTo":"максим"}',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Удалить «Кожух»' }));
    await waitFor(() => expect(toastTexts()).toContain('«Кожух» удалено'));
  });

  it('a double click on «Добавить» adds the type once and says only «Сохранено»', async () => {
    setSession({ token: 't', role: 'ROLE_ADMIN' });
    const writes = serveTypes(['ROLE_ADMIN']);
    renderWithProviders(<TypesPage />);
    const form = await screen.findByRole('form', { name: 'Добавить тип: максим' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Название(?! по)/ }), { target: { value: 'Замок' } });
    // Two clicks before React shows the busy button, as a quick double click on a busy machine.
    const add = within(form).getByRole('button', { name: 'Добавить' });
    fireEvent.click(add);
    fireEvent.click(add);
    await waitFor(() => expect(getToasts().map((toast) => toast.text)).toEqual(['Сохранено']));
    expect(await writes()).toEqual([
      'POST /api/archive/detail-types {"name":"Замок","nameEn":null,"description":null,"belongsTo":"максим"}',
    ]);
  });
});

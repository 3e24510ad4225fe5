import type {
  ChangeRequestDto,
  DetailDto,
  DetailTypeDto,
  DetailWriteInput,
  ImportDecisionDto,
  ManufacturerDto,
  MeDto,
  Page,
  PhotoDto,
  StampDto,
  StampPageDto,
} from '@museum/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session';
import { getToasts } from '../../../lib/toast-store';
import {
  buildChangeRequest,
  buildDetail,
  buildItemPhoto,
  buildManufacturer,
  buildMe,
  buildPhoto,
  buildStampPage,
  pageOf,
} from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { api, recordRequests, server } from '../../../test/server';
import { ModerationPage } from './moderation-page';

/** A proposed detail as the server keeps it: the payload is the contract's write shape, as JSON. */
const request = (id: number, payload: DetailWriteInput | string, extra: Partial<ChangeRequestDto> = {}) =>
  buildChangeRequest({
    id,
    entityType: 'DETAIL',
    action: 'CREATE',
    entityId: null,
    payloadJson: typeof payload === 'string' ? payload : JSON.stringify(payload),
    createdBy: { username: 'ivan' },
    ...extra,
  });

const IMPORT_ID = '6f1c1f0e-3b1a-4c55-9a55-0c1d2e3f4a5b';

/** What the server answers for a decided import of two requests. */
const decision = (id: string, status: ImportDecisionDto['status']): ImportDecisionDto => ({
  id,
  status,
  requests: [
    { changeRequestId: 21, line: 2, entityId: status === 'APPROVED' ? 31 : null },
    { changeRequestId: 22, line: 3, entityId: status === 'APPROVED' ? 32 : null },
  ],
});

/** The moderation API with these requests waiting; returns every request the page sent, as `METHOD path?query`. */
function serveModeration(requests: ChangeRequestDto[]) {
  server.use(
    api.get<MeDto>('/api/auth/me', () => buildMe({ username: 'mod', roles: ['ROLE_USER', 'ROLE_MODERATOR'] })),
    api.get<Page<ChangeRequestDto>>('/api/archive/change-requests', () => pageOf(requests, 100)),
    api.get<ManufacturerDto[]>('/api/archive/manufacturers', () => [buildManufacturer({ id: 2, name: 'ТОЗ' })]),
    api.get<DetailTypeDto[]>('/api/archive/detail-types', () => [
      { id: 3, name: 'Щит', nameEn: null, description: null, belongsTo: 'станок', carriesNumber: false, subtypes: [] },
    ]),
    api.get<StampDto[]>('/api/archive/stamps', () => []),
    api.get<DetailDto>('/api/archive/details/:id', () =>
      buildDetail({ id: 7, name: 'Щит', year: 1910, belongsTo: null, type: { id: 3, name: 'Щит', nameEn: null, belongsTo: 'станок' } }),
    ),
    api.post<ChangeRequestDto, { id: string }>('/api/archive/change-requests/:id/reject', ({ params }) =>
      buildChangeRequest({ id: Number(params.id), status: 'REJECTED' }),
    ),
    api.post<ChangeRequestDto, { id: string }>('/api/archive/change-requests/:id/approve', ({ params }) =>
      buildChangeRequest({ id: Number(params.id), status: 'APPROVED' }),
    ),
    api.post<ImportDecisionDto, { id: string }>('/api/archive/imports/:id/approve', ({ params }) => decision(params.id, 'APPROVED')),
    api.post<ImportDecisionDto, { id: string }>('/api/archive/imports/:id/reject', ({ params }) => decision(params.id, 'REJECTED')),
  );
  const seen = recordRequests();
  return {
    calls: () =>
      seen.map((sent) => {
        const url = new URL(sent.url);
        return `${sent.method} ${url.pathname}${url.search}`;
      }),
  };
}

beforeEach(() => {
  setSession({ token: 't', role: 'ROLE_MODERATOR' });
});

describe('ModerationPage', () => {
  it('says Нет заявок for an empty list and asks for PENDING first', async () => {
    const { calls } = serveModeration([]);
    renderWithProviders(<ModerationPage />);
    expect(await screen.findByText('Нет заявок')).toBeInTheDocument();
    expect(calls().some((call) => call.includes('change-requests?status=PENDING'))).toBe(true);
    expect(screen.getByLabelText('На рассмотрении')).toBeChecked();
  });

  it('shows every field the approval will store, the description whole, or the JSON parse error', async () => {
    const long = 'д'.repeat(120);
    serveModeration([
      request(1, {
        name: 'Щит Соколова',
        year: 1915,
        number: '123',
        belongsTo: 'станок',
        manufacturer: { id: 2 },
        type: { id: 3 },
        product: { id: 40 },
        stamps: [{ id: 4 }],
        condition: 'хорошее',
        markings: 'ТОЗ 1915 на лицевой стороне',
        provenance: 'Из собрания Иванова',
        source: 'Каталог 1916 г.',
        description: `<p>${long}</p>`,
      }),
      request(2, '{broken'),
    ]);
    renderWithProviders(<ModerationPage />);
    const card = (await screen.findByRole('heading', { name: 'Щит Соколова' })).closest('article') as HTMLElement;
    expect(within(card).getByText('Деталь · создание', { exact: false })).toBeInTheDocument();
    for (const text of [
      '1915',
      '123',
      'станок',
      'ТОЗ',
      'ТОЗ 1915 на лицевой стороне',
      'Из собрания Иванова',
      'Каталог 1916 г.',
      '№ 40',
      'хорошее',
    ])
      expect(await within(card).findByText(text)).toBeInTheDocument();
    // Each value under its field's name from the contract's descriptions (ADR 052).
    const terms = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(
      expect.arrayContaining(['Тип', 'Изделие', 'Клейма', 'Состояние', 'Надписи и маркировка', 'Происхождение', 'Описание']),
    );
    expect(within(card).getByText(long)).toBeInTheDocument();
    expect(screen.getByText('Ошибка парсинга JSON')).toBeInTheDocument();
  });

  it('shows a plain user’s proposed manufacturer with its site and description, and approves it', async () => {
    const { calls } = serveModeration([
      request(11, JSON.stringify({ name: 'Ковровский завод', description: '<p>Пулемётный завод</p>', url: 'https://kovrov.example' }), {
        entityType: 'MANUFACTURER',
      }),
    ]);
    renderWithProviders(<ModerationPage />);
    const card = (await screen.findByRole('heading', { name: 'Ковровский завод' })).closest('article') as HTMLElement;
    expect(within(card).getByText('Производитель · создание', { exact: false })).toBeInTheDocument();
    expect(within(card).getByText('https://kovrov.example')).toBeInTheDocument();
    expect(within(card).getByText('Пулемётный завод')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Одобрить' }));
    await waitFor(() =>
      expect(calls().filter((call) => call.startsWith('POST'))).toEqual(['POST /api/archive/change-requests/11/approve']),
    );
  });

  it('sends nothing when the reject reason is empty or cancelled, and the reason when given', async () => {
    const { calls } = serveModeration([request(5, { name: 'А', type: { id: 3 } })]);
    renderWithProviders(<ModerationPage />);
    const reject = await screen.findByRole('button', { name: 'Отклонить' });
    const prompt = vi.spyOn(window, 'prompt');
    prompt.mockReturnValueOnce(null).mockReturnValueOnce('  ').mockReturnValueOnce('Дубликат');
    await userEvent.click(reject);
    await userEvent.click(reject);
    expect(calls().filter((call) => call.startsWith('POST'))).toEqual([]);
    await userEvent.click(reject);
    await waitFor(() =>
      expect(calls().filter((call) => call.startsWith('POST'))).toEqual([
        `POST /api/archive/change-requests/5/reject?reason=${encodeURIComponent('Дубликат')}`,
      ]),
    );
  });

  it('shows a field-by-field diff for an UPDATE request', async () => {
    serveModeration([request(6, { name: 'Щит', year: 1912, type: { id: 3 } }, { action: 'UPDATE', entityId: 7 })]);
    renderWithProviders(<ModerationPage />);
    const table = await screen.findByRole('table', { name: 'Изменения' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Год19101912']);
  });

  it('shows a field-by-field diff for a stamp change, in the page language', async () => {
    const proposal = { name: 'Молоток', kind: 'ACCEPTANCE', description: '<p>Знак <b>приёмки</b></p>', yearFrom: 1910, yearTo: 1918 };
    const change = request(10, JSON.stringify({ ...proposal, manufacturer: { id: 2 }, photos: [{ id: 31 }] }), {
      action: 'UPDATE',
      entityType: 'STAMP',
      entityId: 4,
    });
    const stamp = buildStampPage({
      id: 4,
      name: 'Молоток',
      kind: 'FACTORY',
      description: '<p>Знак завода</p>',
      yearFrom: 1910,
      yearTo: 1917,
      manufacturer: { id: 2, name: 'ТОЗ', nameEn: null },
      images: [{ source: 'photo', photo: buildItemPhoto({ id: 31 }) }],
    });
    serveModeration([change]);
    server.use(
      api.get<StampPageDto>('/api/archive/stamps/:id', () => stamp),
      api.get<PhotoDto>('/api/archive/photos/:id', () => buildPhoto({ id: 31 })),
    );
    const { unmount } = renderWithProviders(<ModerationPage />);
    const table = await screen.findByRole('table', { name: 'Изменения' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Видзаводское клеймоприёмка', 'Годы применения1910–19171910–1918', 'Что означаетЗнак заводаЗнак приёмки']);
    unmount();
    renderWithProviders(<ModerationPage />, { route: '/en/moderation', locale: 'en' });
    const english = await screen.findByRole('table', { name: 'Changes' });
    expect(within(english).getAllByRole('row')[1]).toHaveTextContent('Kindfactory stampacceptance stamp (приёмка)');
  });

  it('says beside a proposed photo that the archive already holds one like it, with links (issue 51)', async () => {
    serveModeration([request(11, { name: 'Щит', type: { id: 3 }, photos: [{ id: 31 }, { id: 32 }] })]);
    server.use(
      api.get<PhotoDto>('/api/archive/photos/:id', ({ params }) =>
        buildPhoto({
          id: Number(params.id),
          similar:
            params.id === '31'
              ? [
                  { id: 12, distance: 2 },
                  { id: 15, distance: 9 },
                ]
              : [],
        }),
      ),
    );
    renderWithProviders(<ModerationPage />);
    const notice = await screen.findByText(/Похожее фото уже есть/);
    expect(notice).toHaveTextContent('Похожее фото уже есть: Фото №12, Фото №15');
    expect(within(notice).getByRole('link', { name: 'Фото №12' })).toHaveAttribute('href', '/photos/12');
    expect(screen.getAllByText(/Похожее фото уже есть/)).toHaveLength(1);
  });

  it('shows a reported mistake with its note and a link to the item, and closes it', async () => {
    const note = 'Год неверный: на клейме 1915.\nСм. фото 3.';
    const { calls } = serveModeration([
      request(8, JSON.stringify({ text: note }), { action: 'COMMENT', entityType: 'MANUFACTURER', entityId: 2 }),
      request(9, JSON.stringify({ text: 'Не тот тип' }), { action: 'COMMENT', entityType: 'DETAIL', entityId: 7 }),
    ]);
    renderWithProviders(<ModerationPage />);
    const cards = await screen.findAllByRole('article', { name: 'Сообщение об ошибке' });
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByText(/Год неверный/)).toHaveTextContent(note.replace('\n', ' '));
    expect(first).toHaveTextContent('Производитель · №2 · на рассмотрении · Автор: ivan');
    expect(within(first).getByRole('link', { name: 'Открыть запись' })).toHaveAttribute('href', '/manufacturers/2');
    expect(within(second).getByRole('link', { name: 'Открыть запись' })).toHaveAttribute('href', '/details/7');
    expect(within(first).queryByRole('button', { name: 'Одобрить' })).toBeNull();
    await userEvent.click(within(first).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(calls().filter((call) => call.startsWith('POST'))).toEqual(['POST /api/archive/change-requests/8/approve']));
    await waitFor(() => expect(getToasts().map((toast) => toast.text)).toContain('Сообщение закрыто'));
  });

  it('gathers the requests of one spreadsheet import, by line, and approves or rejects them all', async () => {
    const imported = (id: number, line: number, name: string) =>
      request(id, { name, type: { id: 3 } }, { fromImport: { id: IMPORT_ID, line, records: 2, pending: 2 } });
    const { calls } = serveModeration([
      imported(22, 3, 'Щит из файла'),
      request(20, { name: 'Одиночная заявка', type: { id: 3 } }),
      imported(21, 2, 'Короб из файла'),
    ]);
    renderWithProviders(<ModerationPage />);
    const batch = await screen.findByRole('region', { name: 'Импорт таблицы: ivan' });
    expect(batch).toHaveTextContent('2 записи из файла · на рассмотрении: 2');
    expect(batch).not.toHaveTextContent('решают все ожидающие');
    expect(
      within(batch)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Импорт таблицы: ivan', 'Короб из файла', 'Щит из файла']);
    // The single request stays outside the batch, with its own buttons.
    expect(within(batch).queryByRole('heading', { name: 'Одиночная заявка' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Одиночная заявка' })).toBeInTheDocument();

    await userEvent.click(within(batch).getByRole('button', { name: 'Одобрить все' }));
    await waitFor(() => expect(getToasts().map((toast) => toast.text)).toContain('Одобрено: 2 записи'));
    const prompt = vi.spyOn(window, 'prompt').mockReturnValueOnce(null).mockReturnValueOnce('Нет фотографий');
    await userEvent.click(within(batch).getByRole('button', { name: 'Отклонить все' }));
    await userEvent.click(within(batch).getByRole('button', { name: 'Отклонить все' }));
    await waitFor(() => expect(getToasts().map((toast) => toast.text)).toContain('Отклонено: 2 записи'));
    expect(prompt).toHaveBeenCalledTimes(2);
    expect(calls().filter((call) => call.startsWith('POST'))).toEqual([
      `POST /api/archive/imports/${IMPORT_ID}/approve`,
      `POST /api/archive/imports/${IMPORT_ID}/reject?${new URLSearchParams({ reason: 'Нет фотографий' })}`,
    ]);
  });

  it("says so when the queue's page holds only some of an import's requests, counting all of them", async () => {
    // A file of 250 records, 180 still waiting: the page of the queue shows two of them.
    const imported = (id: number, line: number) =>
      request(id, { name: `Запись ${line}`, type: { id: 3 } }, { fromImport: { id: IMPORT_ID, line, records: 250, pending: 180 } });
    serveModeration([imported(31, 3), imported(30, 2)]);
    renderWithProviders(<ModerationPage />);
    const batch = await screen.findByRole('region', { name: 'Импорт таблицы: ivan' });
    expect(batch).toHaveTextContent('250 записей из файла · на рассмотрении: 180');
    expect(batch).toHaveTextContent('Здесь 2 из 250; «Одобрить все» и «Отклонить все» решают все ожидающие (180).');
  });
});

import type { PhotoDto, StampPageDto } from '@museum/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session';
import { getToasts } from '../../../lib/toast-store';
import { buildItemPhoto, buildPhoto, buildStampPage } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { api, server } from '../../../test/server';
import { ModerationPage } from './moderation-page';
import { request, serveModeration } from './moderation-page.fixtures';

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

  it('credits a request of a deleted account (no author) to «удалённый участник» (issue 54)', async () => {
    serveModeration([
      request(5, { name: 'Щит', type: { id: 3 } }, { createdBy: null }),
      request(6, JSON.stringify({ text: 'Не тот год' }), { action: 'COMMENT', entityType: 'DETAIL', entityId: 7, createdBy: null }),
    ]);
    renderWithProviders(<ModerationPage />);
    const note = (await screen.findByRole('article', { name: 'Сообщение об ошибке' })) as HTMLElement;
    expect(note).toHaveTextContent('Автор: удалённый участник');
    const proposal = screen.getByRole('heading', { name: 'Щит' }).closest('article') as HTMLElement;
    expect(proposal).toHaveTextContent('Автор: удалённый участник');
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
});

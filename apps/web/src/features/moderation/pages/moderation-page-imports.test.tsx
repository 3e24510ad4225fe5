import type { ImportNewNames } from '@museum/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session';
import { getToasts } from '../../../lib/toast-store';
import { renderWithProviders } from '../../../test/render';
import { ModerationPage } from './moderation-page';
import { IMPORT_ID, request, serveModeration } from './moderation-page.fixtures';

beforeEach(() => {
  setSession({ token: 't', role: 'ROLE_MODERATOR' });
});

describe('ModerationPage: a spreadsheet import in the queue', () => {
  it('gathers the requests of one spreadsheet import, by line, and approves or rejects them all', async () => {
    const imported = (id: number, line: number, name: string, newNames: ImportNewNames | null = null) =>
      request(id, { name, type: { id: 3 } }, { fromImport: { id: IMPORT_ID, line, records: 2, pending: 2, newNames } });
    const { calls } = serveModeration([
      imported(22, 3, 'Щит из файла', { manufacturer: 'Новый завод', stamps: ['ТОЗ', 'Орёл'] }),
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
    // The names a request proposes with it, which its approval makes (issue 50, point 2).
    expect(within(screen.getByRole('article', { name: 'Щит из файла' })).getByText(/Добавятся в справочники/)).toHaveTextContent(
      'Добавятся в справочники при одобрении: производитель «Новый завод», клеймо «ТОЗ», клеймо «Орёл».',
    );
    expect(within(screen.getByRole('article', { name: 'Короб из файла' })).queryByText(/Добавятся в справочники/)).toBeNull();
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
      request(
        id,
        { name: `Запись ${line}`, type: { id: 3 } },
        { fromImport: { id: IMPORT_ID, line, records: 250, pending: 180, newNames: null } },
      );
    serveModeration([imported(31, 3), imported(30, 2)]);
    renderWithProviders(<ModerationPage />);
    const batch = await screen.findByRole('region', { name: 'Импорт таблицы: ivan' });
    expect(batch).toHaveTextContent('250 записей из файла · на рассмотрении: 180');
    expect(batch).toHaveTextContent('Здесь 2 из 250; «Одобрить все» и «Отклонить все» решают все ожидающие (180).');
  });
});

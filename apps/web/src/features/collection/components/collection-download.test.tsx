import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session';
import { expectConsoleErrors } from '../../../test/console';
import { meHandler } from '../../../test/handlers';
import { renderWithProviders } from '../../../test/render';
import { api, recordRequests, server } from '../../../test/server';
import { CollectionDownload } from './collection-download';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeEach(() => {
  setSession({ token: 't', role: 'USER' });
  server.use(meHandler({ id: 5 }));
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the collection as a spreadsheet', () => {
  it('saves the XLSX asked for in the page’s language, fetched with the session’s token', async () => {
    server.use(
      api.get<never>(
        '/api/collection/export',
        () =>
          new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
            headers: { 'content-type': XLSX, 'content-disposition': 'attachment; filename="collection-2026-11-30.xlsx"' },
          }),
      ),
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:collection');
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.href} ${this.download}`);
    });
    const requests = recordRequests();
    const user = userEvent.setup();
    renderWithProviders(<CollectionDownload />);
    await user.click(screen.getByRole('button', { name: 'Скачать XLSX' }));
    await waitFor(() => expect(clicked).toEqual(['blob:collection collection-2026-11-30.xlsx']));
    const asked = requests.find((request) => new URL(request.url).pathname === '/api/collection/export');
    expect(new URL(asked?.url ?? '').search).toBe('?format=xlsx&lang=ru');
    expect(asked?.headers.get('authorization')).toBe('Bearer t');
  });

  it('says so when the table could not be had', async () => {
    expectConsoleErrors();
    server.use(api.get<never>('/api/collection/export', () => HttpResponse.json({ status: 503, title: 'x' }, { status: 503 })));
    const user = userEvent.setup();
    renderWithProviders(<CollectionDownload />);
    await user.click(screen.getByRole('button', { name: 'Скачать CSV' }));
    expect(await screen.findByText(/Не удалось скачать таблицу/)).toBeInTheDocument();
  });
});

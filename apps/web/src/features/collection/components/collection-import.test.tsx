import type { CollectionImportDto } from '@museum/contract';
import { wrongLanguageTexts } from '@museum/test-kit/wrong-language';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session';
import { expectConsoleErrors } from '../../../test/console';
import { installFakeUploads } from '../../../test/fake-xhr';
import { meHandler, referenceListHandlers } from '../../../test/handlers';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { CollectionPage } from '../pages/collection-page';
import { buildCollectionItem, collectionApi } from '../test/fixtures';

const table = (name = 'collection.csv') => new File(['Вид,Название\r\nизделие,Пулемёт\r\n'], name, { type: 'text/csv' });

/** A dry run of a file: two rows to add, one changed record, one row refused at line 5. */
const checked = (overrides: Partial<CollectionImportDto> = {}): CollectionImportDto => ({
  dryRun: true,
  otherColumns: [{ header: 'Откуда', field: null }],
  rows: [
    {
      line: 2,
      entity: 'product',
      action: 'create',
      recordId: null,
      changes: [],
      name: 'Пулемёт из таблицы',
      number: '21105',
      type: null,
      problems: [],
    },
    { line: 3, entity: 'detail', action: 'create', recordId: null, changes: [], name: null, number: null, type: 'Замок', problems: [] },
    {
      line: 4,
      entity: 'product',
      action: 'update',
      recordId: 7,
      changes: [{ field: 'price', label: 'Цена', before: '100', after: '150' }],
      name: 'Мой пулемёт',
      number: null,
      type: null,
      problems: [],
    },
    {
      line: 5,
      entity: 'detail',
      action: 'create',
      recordId: null,
      changes: [],
      name: null,
      number: null,
      type: 'Тип Небывалый',
      problems: [{ code: 'unknownType', value: 'Тип Небывалый', text: 'Типа детали «Тип Небывалый» нет в справочнике музея' }],
    },
  ],
  created: 2,
  updated: 1,
  unchanged: 0,
  invalid: 1,
  ...overrides,
});

function renderPage() {
  return renderWithProviders(<CollectionPage />, { route: '/collection', path: '/collection' });
}

const chooser = () => screen.findByLabelText('Загрузить из таблицы', { selector: 'input' });

beforeEach(() => {
  setSession({ token: 'tok', role: 'USER' });
  server.use(meHandler({ id: 5 }), ...referenceListHandlers({ detailTypes: [] }));
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('«Загрузить из таблицы» (ADR 092)', () => {
  it('checks the file first, shows its problems by line, writes once on confirmation and reads the list afresh', async () => {
    const { handlers, state } = collectionApi([buildCollectionItem({ id: 7, name: 'Мой пулемёт' })]);
    server.use(...handlers);
    const uploads = installFakeUploads();
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Мой пулемёт')).toBeInTheDocument();
    await user.upload(await chooser(), table());
    await waitFor(() => expect(uploads.sent).toHaveLength(1));
    expect(uploads.sent[0]).toMatchObject({ method: 'POST', url: '/api/collection/imports?dryRun=true', fileName: 'collection.csv' });
    expect(uploads.sent[0]?.headers.authorization).toBe('Bearer tok');
    expect(screen.getByRole('status')).toHaveTextContent('Проверяем «collection.csv»…');
    act(() => uploads.sent[0]?.respond(200, checked()));

    const region = screen.getByRole('region', { name: 'Загрузить из таблицы' });
    expect(await within(region).findByText('Добавится: 2 · изменится: 1 · с ошибками: 1')).toBeInTheDocument();
    expect(region).toHaveTextContent('Эти столбцы не загрузятся: Откуда');
    const rows = within(region).getByRole('list', { name: 'Строки файла' });
    expect([...rows.children].map((row) => row.textContent)).toEqual([
      'Строка 4 · Мой пулемётЦена: 100 → 150',
      'Строка 5 · Тип НебывалыйТипа детали «Тип Небывалый» нет в справочнике музея',
    ]);
    // Nothing is written before the confirmation: the collection is what it was.
    expect(state.items).toHaveLength(1);

    const confirm = within(region).getByRole('button', { name: 'Загрузить 3 записи' });
    // A double click before the button is drawn disabled (two taps on a phone) still writes once.
    act(() => {
      confirm.click();
      confirm.click();
    });
    await waitFor(() => expect(uploads.sent).toHaveLength(2));
    expect(uploads.sent[1]).toMatchObject({ method: 'POST', url: '/api/collection/imports' });
    state.items = [buildCollectionItem({ id: 100, name: 'Пулемёт из таблицы' }), ...state.items];
    act(() => uploads.sent[1]?.respond(201, checked({ dryRun: false })));
    expect(await within(region).findByText('Готово: добавлено 2, изменено 1.')).toBeInTheDocument();
    expect(await screen.findByText('Пулемёт из таблицы')).toBeInTheDocument();
    expect(uploads.sent).toHaveLength(2);
    expect(within(region).queryByRole('button', { name: /Загрузить \d/ })).toBeNull();
  });

  it('sends no file that is not a table, and says the server’s refusal in its words', async () => {
    expectConsoleErrors();
    server.use(...collectionApi().handlers);
    const uploads = installFakeUploads();
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    await user.upload(await chooser(), new File(['%PDF'], 'collection.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Нужна таблица CSV или XLSX.');
    expect(uploads.sent).toHaveLength(0);

    await user.upload(await chooser(), table('bomb.xlsx'));
    await waitFor(() => expect(uploads.sent).toHaveLength(1));
    const detail = 'Таблица в файле занимает больше 10 МБ в распакованном виде: разделите её на части';
    act(() => uploads.sent[0]?.respond(413, { status: 413, code: 'IMPORT_UNPACKED_TOO_LARGE', detail }));
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(screen.queryByRole('button', { name: /Загрузить \d/ })).toBeNull();
  });

  it('offers nothing to write when no row can be written, and a cancel', async () => {
    server.use(...collectionApi().handlers);
    const uploads = installFakeUploads();
    const user = userEvent.setup();
    renderPage();
    await user.upload(await chooser(), table());
    await waitFor(() => expect(uploads.sent).toHaveLength(1));
    const refused = checked().rows.slice(3);
    act(() => uploads.sent[0]?.respond(200, checked({ rows: refused, created: 0, updated: 0, invalid: 1, otherColumns: [] })));
    expect(await screen.findByText('В файле нет строк без замечаний: исправьте файл и загрузите его снова.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByText('В файле нет строк без замечаний: исправьте файл и загрузите его снова.')).toBeNull();
    expect(uploads.sent).toHaveLength(1);
  });

  it('speaks English on an English page, the file’s Russian names marked as Russian', async () => {
    server.use(...collectionApi().handlers);
    const uploads = installFakeUploads();
    const user = userEvent.setup();
    renderWithProviders(<CollectionPage />, { route: '/en/collection', path: '/collection', locale: 'en' });
    await user.upload(await screen.findByLabelText('Import from a spreadsheet', { selector: 'input' }), table());
    await waitFor(() => expect(uploads.sent).toHaveLength(1));
    // The server words the changes' labels and the problems in the page's language.
    const english = checked({ otherColumns: [] });
    english.rows = english.rows.map((row) => ({
      ...row,
      changes: row.changes.map((change) => ({ ...change, label: 'Price' })),
      problems: row.problems.map((problem) => ({ ...problem, text: 'The part type is not in the museum’s lists' })),
    }));
    act(() => uploads.sent[0]?.respond(200, english));
    const region = await screen.findByRole('region', { name: 'Import from a spreadsheet' });
    expect(await within(region).findByText('To add: 2 · to change: 1 · with errors: 1')).toBeInTheDocument();
    expect(within(region).getByText('Мой пулемёт')).toHaveAttribute('lang', 'ru');
    expect(within(region).getByRole('button', { name: 'Import 3 records' })).toBeInTheDocument();
    expect(wrongLanguageTexts(region)).toEqual([]);
  });
});

import type { ImportPreviewDto, ImportResultDto, MeDto } from '@museum/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '../../../lib/session';
import { expectConsoleErrors } from '../../../test/console';
import { buildMe } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { api, problemAnswer, recordRequests, requestLine, server } from '../../../test/server';
import { ImportPage } from './import-page';

const IMPORT_ID = '0b7e6f4a-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

/** A preview of three rows: a product and a detail without problems, and a row with two. */
const NEW = { action: 'create' as const, recordId: null, changes: [], photos: [], warnings: [] };

const PREVIEW: ImportPreviewDto = {
  id: IMPORT_ID,
  otherColumns: [],
  valid: 2,
  invalid: 1,
  unchanged: 0,
  unusedFiles: [],
  rows: [
    { line: 2, entity: 'product', ...NEW, name: 'Пулемёт Максима', number: 'А-1', type: null, problems: [] },
    { line: 3, entity: 'detail', ...NEW, name: null, number: null, type: 'Щит', problems: [] },
    {
      line: 4,
      entity: 'detail',
      ...NEW,
      name: 'Короб',
      number: null,
      type: 'Неведомый тип',
      problems: [
        { code: 'unknownPartOf', value: 'Станок (№41)', text: 'Не найдено изделие, в которое входит запись: «Станок (№41)»' },
        { code: 'badYear', value: '19x5', text: 'Неверный год: «19x5»' },
      ],
    },
  ],
};

const csvFile = (name = 'коллекция.csv') => new File(['Вид,Название\r\nизделие,Пулемёт\r\n'], name, { type: 'text/csv' });

/** The import API for a signed-in `role`; returns every request the page sent. */
function serveImport(role: 'USER' | 'MODERATOR', result?: ImportResultDto, preview: ImportPreviewDto = PREVIEW) {
  const roles = role === 'USER' ? ['ROLE_USER'] : ['ROLE_USER', 'ROLE_MODERATOR'];
  setSession({ token: 't', role: `ROLE_${role}` });
  server.use(
    api.get<MeDto>('/api/auth/me', () => buildMe({ username: 'ivan', roles })),
    api.post<ImportPreviewDto>('/api/archive/imports', () => new Response(JSON.stringify(preview), { status: 201, headers: JSON_TYPE })),
    api.post<ImportResultDto, { id: string }>('/api/archive/imports/:id/submit', ({ params }) =>
      result ? new Response(JSON.stringify({ ...result, id: params.id }), { status: 201, headers: JSON_TYPE }) : undefined,
    ),
  );
  return recordRequests();
}
const JSON_TYPE = { 'content-type': 'application/json' };

beforeEach(() => {
  setSession(null);
});

describe('ImportPage', () => {
  it('asks a visitor to sign in', async () => {
    renderWithProviders(<ImportPage />, { route: '/import' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Импорт таблицы' })).toBeInTheDocument();
    expect(screen.getByText('Войдите, чтобы загрузить таблицу своей коллекции.')).toBeInTheDocument();
  });

  it('links the templates, sends the chosen file, and shows each row with its problems in Russian', async () => {
    const sent = serveImport('USER', {
      id: '',
      created: [],
      updated: [],
      proposed: [{ line: 2, entity: 'product', changeRequestId: 5, recordId: null }],
    });
    renderWithProviders(<ImportPage />, { route: '/import' });
    expect(await screen.findByRole('link', { name: 'CSV' })).toHaveAttribute('href', '/api/archive/imports/template.csv?lang=ru');
    expect(screen.getByRole('link', { name: 'XLSX' })).toHaveAttribute('href', '/api/archive/imports/template.xlsx?lang=ru');
    expect(screen.getByText(/До 1000 строк и 2 МБ/)).toBeInTheDocument();

    await userEvent.upload(screen.getByLabelText('Выбрать файл'), csvFile());
    expect(await screen.findByRole('heading', { name: 'Готово к импорту: 2 · с замечаниями: 1' })).toBeInTheDocument();
    const upload = sent.find((request) => request.method === 'POST' && request.url.endsWith('/api/archive/imports'));
    // One multipart part, the file (jsdom's File reaches Node's fetch without its name and bytes: the e2e journey sends a real one).
    expect(upload?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(await upload?.text()).toContain('Content-Disposition: form-data; name="file"; filename=');

    const rows = within(screen.getByRole('table', { name: 'Строки файла' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['2', 'Пулемёт Максимаизделие · № А-1', 'Нет'],
      ['3', 'Щитдеталь', 'Нет'],
      ['4', 'Коробдеталь · Неведомый тип', 'Не найдено изделие, в которое входит запись: «Станок (№41)»Неверный год: «19x5»'],
    ]);
    expect(screen.getByText(/Строки с замечаниями не войдут в импорт/)).toBeInTheDocument();
    expect(screen.getByText('Записи появятся в каталоге, когда их одобрит модератор.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Отправить на проверку 2 записи' }));
    expect(await screen.findByText(/На проверку отправлено: 1 запись/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '«Мои заявки»' })).toHaveAttribute('href', '/my-requests');
    expect(screen.queryByRole('button', { name: /Отправить на проверку/ })).toBeNull();
    expect(sent.filter((request) => request.method === 'POST').map(requestLine)).toEqual([
      'POST /api/archive/imports',
      `POST /api/archive/imports/${IMPORT_ID}/submit`,
    ]);
  });

  it('lets a moderator import straight in and links each new record', async () => {
    serveImport('MODERATOR', {
      id: '',
      created: [
        { line: 2, entity: 'product', id: 40 },
        { line: 3, entity: 'detail', id: 41 },
      ],
      updated: [],
      proposed: [],
    });
    renderWithProviders(<ImportPage />, { route: '/import' });
    await userEvent.upload(await screen.findByLabelText('Выбрать файл'), csvFile());
    await userEvent.click(await screen.findByRole('button', { name: 'Импортировать 2 записи' }));
    expect(await screen.findByText('Добавлено в каталог: 2 записи.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Пулемёт Максима/ })).toHaveAttribute('href', '/products/40');
    expect(screen.getByRole('link', { name: /Щит/ })).toHaveAttribute('href', '/details/41');
  });

  it('shows an update field by field and an unchanged row, and says what a moderator’s import changed (issue 50, point 5)', async () => {
    const change = { field: 'year', label: 'Год', before: '1916', after: '1917' };
    const shown = { number: null, type: null, problems: [], photos: [], warnings: [] };
    serveImport(
      'MODERATOR',
      { id: '', created: [], updated: [{ line: 2, entity: 'product', id: 12 }], proposed: [] },
      {
        ...PREVIEW,
        valid: 1,
        invalid: 0,
        unchanged: 1,
        rows: [
          { ...shown, line: 2, entity: 'product', action: 'update', recordId: 12, changes: [change], name: 'Пулемёт Максима' },
          { ...shown, line: 3, entity: 'product', action: 'unchanged', recordId: 13, changes: [], name: 'Станок Соколова' },
        ],
      },
    );
    renderWithProviders(<ImportPage />, { route: '/import' });
    await userEvent.upload(await screen.findByLabelText('Выбрать файл'), csvFile());
    expect(await screen.findByText('Готово к импорту: 1 · с замечаниями: 0 · без изменений: 1')).toBeInTheDocument();
    expect(screen.getByText('изменение записи №12')).toBeInTheDocument();
    expect(screen.getByText('Год: 1916 → 1917')).toBeInTheDocument();
    expect(screen.getByText('без изменений')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Импортировать 1 запись' }));
    expect(await screen.findByText(/Изменено в каталоге: 1 запись\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Пулемёт Максима/ })).toHaveAttribute('href', '/products/12');
  });

  it('takes a ZIP, says so, and shows each row’s photos, the missing one and the unused files (ADR 087)', async () => {
    const missing = { code: 'missingPhoto' as const, value: 'c.jpg', text: 'Фотографии «c.jpg» нет в архиве: запись загрузится без неё' };
    serveImport('USER', undefined, {
      ...PREVIEW,
      valid: 1,
      invalid: 0,
      unusedFiles: ['stray.jpg', 'notes.txt'],
      rows: [
        {
          line: 2,
          entity: 'product',
          ...NEW,
          name: 'Пулемёт',
          number: null,
          type: null,
          problems: [],
          photos: ['a.jpg', 'b.png'],
          warnings: [missing],
        },
      ],
    });
    renderWithProviders(<ImportPage />, { route: '/import' });
    expect(await screen.findByText(/загрузите архив ZIP: в нём таблица и файлы фотографий/)).toBeInTheDocument();
    expect(screen.getByText(/архив ZIP — до 32 МБ/)).toBeInTheDocument();
    expect(screen.getByLabelText('Выбрать файл')).toHaveAttribute('accept', expect.stringContaining('.zip'));
    await userEvent.upload(screen.getByLabelText('Выбрать файл'), new File(['PK'], 'коллекция.zip', { type: 'application/zip' }));
    expect(await screen.findByText('Фотографии: a.jpg, b.png')).toBeInTheDocument();
    expect(screen.getByText(missing.text)).toBeInTheDocument();
    expect(
      screen.getByText('Эти файлы архива не названы ни в одной строке и не войдут в импорт: stray.jpg, notes.txt'),
    ).toBeInTheDocument();
  });

  it('sends a double-clicked submit once and shows its success once (issue 50, point 6)', async () => {
    const requests = serveImport('MODERATOR', { id: '', created: [{ line: 2, entity: 'product', id: 40 }], updated: [], proposed: [] });
    renderWithProviders(<ImportPage />, { route: '/import' });
    await userEvent.upload(await screen.findByLabelText('Выбрать файл'), csvFile());
    const button = await screen.findByRole('button', { name: 'Импортировать 2 записи' });
    // Two clicks in one go, before the page re-renders with the button disabled.
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('Добавлено в каталог: 1 запись.')).toBeInTheDocument();
    expect(requests.map(requestLine).filter((line) => line.endsWith('/submit'))).toEqual([`POST /api/archive/imports/${IMPORT_ID}/submit`]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists the columns it did not read, reads one into the chosen field, and remembers the choice (issue 50, point 4)', async () => {
    localStorage.clear();
    const sent = serveImport('USER');
    server.use(
      api.post<ImportPreviewDto>('/api/archive/imports', async ({ request }) => {
        const columns = /name="columns"\r\n\r\n(.*)\r\n/.exec(await request.text())?.[1];
        const chosen: Record<string, string> = columns ? JSON.parse(columns) : {};
        const otherColumns = [
          { header: 'Серийный номер', field: 'number' },
          { header: 'Откуда', field: chosen.Откуда || null },
        ];
        return new Response(JSON.stringify({ ...PREVIEW, otherColumns }), { status: 201, headers: JSON_TYPE });
      }),
    );
    const columnsSent = () =>
      Promise.all(
        sent
          .filter((request) => requestLine(request) === 'POST /api/archive/imports')
          .map(async (request) => /name="columns"\r\n\r\n(.*)\r\n/.exec(await request.clone().text())?.[1] ?? null),
      );
    renderWithProviders(<ImportPage />, { route: '/import' });
    await userEvent.upload(await screen.findByLabelText('Выбрать файл'), csvFile());
    expect(await screen.findByRole('group', { name: 'Прочие столбцы файла' })).toBeInTheDocument();
    expect(screen.getByLabelText('«Серийный номер»')).toHaveValue('number');
    expect(screen.getByLabelText('«Откуда»')).toHaveValue('');

    await userEvent.selectOptions(screen.getByLabelText('«Откуда»'), 'Происхождение');
    await waitFor(() => expect(screen.getByLabelText('«Откуда»')).toHaveValue('provenance'));
    expect(await columnsSent()).toEqual([null, JSON.stringify({ 'Серийный номер': 'number', Откуда: 'provenance' })]);

    // The next file with the same columns is read again with the fields chosen for the first.
    await userEvent.upload(screen.getByLabelText('Выбрать файл'), csvFile('другая.csv'));
    await waitFor(async () => expect(await columnsSent()).toHaveLength(4));
    expect((await columnsSent())[3]).toBe(JSON.stringify({ 'Серийный номер': 'number', Откуда: 'provenance' }));
    await waitFor(() => expect(screen.getByLabelText('«Откуда»')).toHaveValue('provenance'));
  });

  it('refuses a file that is not CSV, XLSX or ZIP without sending it', async () => {
    const sent = serveImport('USER');
    renderWithProviders(<ImportPage />, { route: '/import' });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await screen.findByLabelText('Выбрать файл'), new File(['x'], 'photo.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Нужен файл CSV, XLSX или ZIP.');
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('shows the server’s words for a refused file (413, 400 problem) as text', async () => {
    const logged = expectConsoleErrors();
    serveImport('USER');
    server.use(api.post('/api/archive/imports', () => problemAnswer(413, 'FILE_TOO_LARGE', 'Файл больше 2 МБ: разделите его на части')));
    renderWithProviders(<ImportPage />, { route: '/import' });
    await userEvent.upload(await screen.findByLabelText('Выбрать файл'), csvFile());
    expect(await screen.findByRole('alert')).toHaveTextContent('Файл больше 2 МБ: разделите его на части');

    server.use(
      api.post('/api/archive/imports', () =>
        problemAnswer(400, 'IMPORT_NO_COLUMNS', 'В первой строке файла нет ни одного столбца выгрузки: возьмите шаблон'),
      ),
    );
    await userEvent.upload(screen.getByLabelText('Выбрать файл'), csvFile('другой.csv'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('возьмите шаблон'));
    expect(screen.queryByRole('table')).toBeNull();
    expect(logged).toHaveBeenCalled();
  });

  it('speaks English under /en: the templates, the counts and the button', async () => {
    serveImport('USER');
    renderWithProviders(<ImportPage />, { route: '/en/import', locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Spreadsheet import' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CSV' })).toHaveAttribute('href', '/api/archive/imports/template.csv?lang=en');
    await userEvent.upload(screen.getByLabelText('Choose a file'), csvFile());
    expect(await screen.findByRole('heading', { name: 'Ready to import: 2 · with problems: 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send 2 records for review' })).toBeInTheDocument();
    // The rows' names are the file's own (Russian) text, marked so.
    expect(screen.getByText('Пулемёт Максима')).toHaveAttribute('lang', 'ru');
    expect(screen.getByText('Пулемёт Максима').nextElementSibling).toHaveTextContent(/^item · No\. А-1$/);
  });
});

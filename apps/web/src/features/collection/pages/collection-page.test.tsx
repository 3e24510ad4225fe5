import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session';
import { getToasts } from '../../../lib/toast-store';
import { expectConsoleErrors } from '../../../test/console';
import { buildManufacturer } from '../../../test/factories';
import { meHandler, referenceListHandlers } from '../../../test/handlers';
import { renderWithProviders } from '../../../test/render';
import { api, bodiesSent, recordRequests, requestLine, server } from '../../../test/server';
import { buildCollectionItem, collectionApi, fieldProblem } from '../test/fixtures';
import { CollectionPage } from './collection-page';

const gun = buildCollectionItem({
  id: 7,
  dating: {
    serial: 21105,
    table: 'maxim',
    answer: { kind: 'exact', year: 1915 },
    below: [],
    above: [],
    estimate: { year: 1915, low: 1915, high: 1915, examples: 2, within: 300, fromExamples: 1915 },
  },
  numberCheck: {
    details: [{ id: 8, name: null, number: '21105', numberPlace: null, type: { id: 3, name: 'Замок', nameEn: null }, status: 'match' }],
    counts: { match: 1, mismatch: 0, missing: 0 },
    allMatch: true,
  },
  price: 150000,
  currency: 'RUB',
});
const part = buildCollectionItem({
  id: 8,
  kind: 'detail',
  name: null,
  number: '21105',
  year: null,
  type: { id: 3, name: 'Замок', nameEn: null },
  partOf: { kind: 'collection', id: 7, name: 'Максим из сарая' },
});

function renderPage(route = '/collection') {
  return renderWithProviders(<CollectionPage />, { route, path: '/collection' });
}

beforeEach(() => {
  setSession({ token: 't', role: 'USER' });
  server.use(meHandler({ id: 5, username: 'ivan' }), ...referenceListHandlers({ detailTypes: [] }));
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('CollectionPage', () => {
  it('asks a visitor to sign in, as the other private pages do', async () => {
    setSession(null);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Моя коллекция' })).toBeInTheDocument();
    expect(screen.getByText(/Войдите, чтобы вести свою коллекцию/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Войти' })).toBeInTheDocument();
  });

  it('lists the records and asks the API for the words, the kind and the order chosen', async () => {
    const { handlers } = collectionApi([gun, part]);
    server.use(...handlers);
    const requests = recordRequests();
    const user = userEvent.setup();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Моя коллекция' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Пулемёт Максима')).toBeInTheDocument();
    // A part without a name of its own is called by its type, with the gun it belongs to.
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('ДетальЗамок№ 21105Часть пулемёта: Максим из сарая');
    await user.type(screen.getByRole('searchbox', { name: 'Поиск по коллекции' }), 'замок');
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Что это' }), 'Деталь');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Порядок' }), 'По номеру');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    const lines = requests.map(requestLine).filter((line) => line.startsWith('GET /api/collection/items?'));
    expect(lines).toContain('GET /api/collection/items?q=%D0%B7%D0%B0%D0%BC%D0%BE%D0%BA&kind=detail&sort=number%2Casc&page=0');
  });

  it('asks the API for the maker and the condition chosen, and says the list is filtered', async () => {
    server.use(
      ...collectionApi([gun, part]).handlers,
      ...referenceListHandlers({ manufacturers: [buildManufacturer({ id: 3, name: 'Тульский оружейный завод' })] }),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('list', { name: 'Моя коллекция' });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Производитель' }), 'Тульский оружейный завод');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Состояние' }), 'раскопочное');
    await waitFor(() =>
      expect(requests.map(requestLine)).toContain(
        'GET /api/collection/items?manufacturer=3&condition=%D1%80%D0%B0%D1%81%D0%BA%D0%BE%D0%BF%D0%BE%D1%87%D0%BD%D0%BE%D0%B5&sort=id%2Cdesc&page=0',
      ),
    );
  });

  it('opens a record with its private fields, the dating answer and the number check', async () => {
    server.use(...collectionApi([gun, part]).handlers);
    const user = userEvent.setup();
    renderPage();
    const row = (await screen.findByText('Пулемёт Максима')).closest('li') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Подробнее' }));
    const dating = await within(row).findByRole('region', { name: 'Год по номеру' });
    expect(dating).toHaveTextContent('Точный год: 1915');
    expect(dating).toHaveTextContent('Оценка: 1915 год; 2 примера в пределах ±300 номеров.');
    const check = within(row).getByRole('region', { name: 'Номера деталей' });
    expect(check).toHaveTextContent('номера совпадают');
    expect(check).toHaveTextContent('Замок');
    expect(check).toHaveTextContent('совпадает: № 21105 = 21105');
    expect(row).toHaveTextContent(/Цена150\s000 RUB/);
  });

  it('adds a record with its private fields and shows it opened', async () => {
    const { handlers, state } = collectionApi();
    server.use(...handlers);
    const requests = recordRequests();
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText(/В коллекции пока нет записей/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Добавить запись' }));
    const form = await screen.findByRole('form', { name: 'Новая запись' });
    await user.type(within(form).getByRole('textbox', { name: /Название/ }), 'Максим обр. 1910');
    await user.type(within(form).getByRole('textbox', { name: 'Номер' }), '21105');
    await user.type(within(form).getByRole('textbox', { name: /^Год/ }), '1915');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Состояние' }), 'хорошее');
    await user.type(within(form).getByRole('spinbutton', { name: 'Цена' }), '150000');
    await user.type(within(form).getByRole('textbox', { name: 'Валюта (RUB, EUR…)' }), 'rub');
    await user.type(within(form).getByRole('textbox', { name: 'Заметки' }), 'С чердака');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(state.items).toHaveLength(1));
    const [body] = await bodiesSent(requests, 'POST', '/api/collection/items');
    expect(body).toMatchObject({
      kind: 'product',
      name: 'Максим обр. 1910',
      number: '21105',
      year: '1915',
      type: null,
      partOf: null,
      price: 150000,
      currency: 'rub',
      notes: 'С чердака',
      acquiredFrom: null,
      condition: 'хорошее',
    });
    expect(await screen.findByRole('button', { name: 'Свернуть' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Новая запись' })).toBeNull();
    expect(getToasts().map((toast) => toast.text)).toContain('Запись сохранена');
  });

  it('shows the API’s refusal under the field it names', async () => {
    expectConsoleErrors();
    server.use(
      api.post<never>('/api/collection/items', () => fieldProblem('name', 'Название обязательно')),
      ...collectionApi().handlers,
    );
    const user = userEvent.setup();
    renderPage('/collection?add=new');
    const form = await screen.findByRole('form', { name: 'Новая запись' });
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    const name = within(form).getByRole('textbox', { name: /Название/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Название обязательно'));
  });

  it('edits a record, sending it whole, and deletes one only once confirmed', async () => {
    const { handlers, state } = collectionApi([gun, part]);
    server.use(...handlers);
    const requests = recordRequests();
    const user = userEvent.setup();
    renderPage();
    const row = (await screen.findByText('Пулемёт Максима')).closest('li') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Изменить' }));
    const form = await screen.findByRole('form', { name: 'Правка записи' });
    const number = within(form).getByRole('textbox', { name: 'Номер' });
    expect(number).toHaveValue('21105');
    await user.clear(number);
    await user.type(number, '21106');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(state.items.find((item) => item.id === 7)?.number).toBe('21106'));
    const [body] = await bodiesSent(requests, 'PUT', '/api/collection/items/7');
    expect(body).toMatchObject({ kind: 'product', name: 'Пулемёт Максима', number: '21106', price: 150000, currency: 'RUB' });

    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const partRow = screen.getAllByRole('listitem').find((li) => li.textContent?.includes('Деталь')) as HTMLElement;
    await user.click(within(partRow).getByRole('button', { name: 'Удалить' }));
    expect(state.items).toHaveLength(2);
    await user.click(within(partRow).getByRole('button', { name: 'Удалить' }));
    expect(confirm).toHaveBeenLastCalledWith('Удалить запись «Замок» из коллекции?');
    await waitFor(() => expect(state.items.map((item) => item.id)).toEqual([7]));
  });
});

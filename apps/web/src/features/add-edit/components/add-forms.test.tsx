import type { ChangeRequestDto, DetailTypeDto } from '@museum/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getToasts } from '../../../lib/toast-store';
import { expectConsoleErrors } from '../../../test/console';
import { buildChangeRequest, buildStamp } from '../../../test/factories';
import { referenceListHandlers } from '../../../test/handlers';
import { renderWithProviders } from '../../../test/render';
import { api, bodiesSent, problemAnswer, recordRequests, server } from '../../../test/server';
import { DetailAddForm } from './detail-add-form';
import { ManufacturerAddForm } from './manufacturer-add-form';
import { ProductAddForm } from './product-add-form';

const TYPES = [
  {
    id: 1,
    name: 'Щит',
    nameEn: null,
    description: null,
    belongsTo: 'станок',
    carriesNumber: false,
    subtypes: [{ id: 11, name: 'Ранний', nameEn: null, description: null }],
  },
  { id: 2, name: 'Кожух', nameEn: null, description: null, belongsTo: 'максим', carriesNumber: false, subtypes: [] },
  { id: 3, name: 'Колесо', nameEn: null, description: null, belongsTo: 'станок', carriesNumber: false, subtypes: [] },
] satisfies DetailTypeDto[];

/** The name's input, not the English name's below it. */
const NAME = /^Название(?! по-английски)/;

const pending = () => HttpResponse.json(buildChangeRequest({ id: 5, status: 'PENDING', entityId: null }), { status: 201 });

/** The lists the forms offer and the change-request endpoint answering `answer`; returns the bodies posted to it. */
function mockApi(answer: () => ChangeRequestDto | Response = pending) {
  server.use(
    ...referenceListHandlers({ detailTypes: TYPES, stamps: [buildStamp({ id: 7, name: 'Орёл' })] }),
    api.post<ChangeRequestDto>('/api/archive/change-requests', answer),
  );
  const requests = recordRequests();
  return () => bodiesSent(requests, 'POST', '/api/archive/change-requests');
}

describe('DetailAddForm', () => {
  it('requires belongsTo and type and sends nothing without them', async () => {
    const posted = mockApi();
    renderWithProviders(<DetailAddForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getAllByText('Это поле обязательно')).toHaveLength(2);
    expect(await posted()).toHaveLength(0);
  });

  it('narrows types by belongsTo, clears the type, shows subtypes only when the type has them', async () => {
    mockApi();
    renderWithProviders(<DetailAddForm />);
    await screen.findByRole('option', { name: 'станок' });
    await userEvent.selectOptions(screen.getByLabelText(/Назначение/), 'станок');
    const type = screen.getByRole('combobox', { name: /Тип/ });
    await userEvent.click(type);
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Колесо', 'Щит']);
    await userEvent.click(screen.getByRole('option', { name: 'Щит' }));
    expect(screen.getByRole('combobox', { name: 'Подтип' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/Назначение/), 'максим');
    expect(type).toHaveValue('');
    expect(screen.queryByRole('combobox', { name: 'Подтип' })).not.toBeInTheDocument();
  });

  it('sends a CREATE change request with only the filled fields, says so and resets', async () => {
    const posted = mockApi();
    renderWithProviders(<DetailAddForm />);
    await screen.findByRole('option', { name: 'станок' });
    await userEvent.selectOptions(screen.getByLabelText(/Назначение/), 'станок');
    await userEvent.click(screen.getByRole('combobox', { name: /Тип/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Колесо' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Год' }), '1915');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await screen.findByText('Заявка отправлена на модерацию');
    expect(await posted()).toEqual([
      { action: 'CREATE', entityType: 'DETAIL', entityId: null, payload: { type: { id: 3 }, year: 1915, belongsTo: 'станок' } },
    ]);
    expect(screen.getByRole('textbox', { name: 'Год' })).toHaveValue('');
  });

  it('offers the six conditions and sends the condition, inscriptions and provenance as typed, lines kept', async () => {
    const posted = mockApi();
    renderWithProviders(<DetailAddForm />);
    await screen.findByRole('option', { name: 'станок' });
    await userEvent.selectOptions(screen.getByLabelText(/Назначение/), 'станок');
    await userEvent.click(screen.getByRole('combobox', { name: /Тип/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Колесо' }));
    const condition = screen.getByRole('combobox', { name: 'Состояние' });
    expect(
      within(condition)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['— не указано —', 'не использовалось', 'отличное', 'хорошее', 'удовлетворительное', 'плохое', 'раскопочное']);
    await userEvent.selectOptions(condition, 'раскопочное');
    await userEvent.type(screen.getByRole('textbox', { name: 'Надписи и маркировка' }), 'АЕ 3310{Enter}ТОЗ 1915');
    expect(screen.getByRole('textbox', { name: 'Происхождение' })).toHaveAccessibleDescription(
      'Где найден или приобретён, через чьи руки прошёл',
    );
    const place = screen.getByRole('textbox', { name: 'Где выбит номер' });
    expect(place.tagName).toBe('INPUT');
    expect(place).toHaveAccessibleDescription('Например: на крышке короба');
    await userEvent.type(place, 'на крышке короба');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await screen.findByText('Заявка отправлена на модерацию');
    expect(await posted()).toEqual([
      {
        action: 'CREATE',
        entityType: 'DETAIL',
        entityId: null,
        payload: {
          type: { id: 3 },
          belongsTo: 'станок',
          condition: 'раскопочное',
          markings: 'АЕ 3310\nТОЗ 1915',
          numberPlace: 'на крышке короба',
        },
      },
    ]);
    expect(screen.getByRole('combobox', { name: 'Состояние' })).toHaveValue('');
  });
});

describe('ProductAddForm', () => {
  it('requires a name', async () => {
    const posted = mockApi();
    renderWithProviders(<ProductAddForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByText('Это поле обязательно')).toBeInTheDocument();
    expect(await posted()).toHaveLength(0);
  });

  it('drops the name error once a name is typed, not for blanks', async () => {
    mockApi();
    renderWithProviders(<ProductAddForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await userEvent.type(screen.getByRole('textbox', { name: NAME }), '  ');
    expect(screen.getByText('Это поле обязательно')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: NAME }), 'Пулемёт');
    expect(screen.queryByText('Это поле обязательно')).not.toBeInTheDocument();
  });

  it('tells a moderator the product was added at once and links to it', async () => {
    const posted = mockApi(() => HttpResponse.json(buildChangeRequest({ id: 9, status: 'APPROVED', entityId: 42 }), { status: 201 }));
    renderWithProviders(<ProductAddForm />);
    await userEvent.type(screen.getByRole('textbox', { name: NAME }), 'Пулемёт');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(/Добавлено сразу/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открыть' })).toHaveAttribute('href', '/products/42');
    expect(await posted()).toEqual([{ action: 'CREATE', entityType: 'PRODUCT', entityId: null, payload: { name: 'Пулемёт', year: null } }]);
  });

  it('sends the English name and description typed in their folded group (ADR 064)', async () => {
    const posted = mockApi();
    renderWithProviders(<ProductAddForm />);
    await userEvent.type(screen.getByRole('textbox', { name: NAME }), 'Пулемёт');
    // Folded at first: one «Название» and one rich-text editor until the group is opened.
    expect(screen.queryByRole('textbox', { name: 'Название по-английски' })).toBeNull();
    await userEvent.click(screen.getByText('Для английской версии сайта'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Название по-английски' }), 'Maxim gun');
    expect(screen.getByRole('group', { name: 'Описание по-английски' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await screen.findByText('Заявка отправлена на модерацию');
    expect(await posted()).toEqual([
      { action: 'CREATE', entityType: 'PRODUCT', entityId: null, payload: { name: 'Пулемёт', nameEn: 'Maxim gun', year: null } },
    ]);
  });

  it('shows the spec error when creation fails', async () => {
    expectConsoleErrors();
    mockApi(() => problemAnswer(500, 'INTERNAL', 'x'));
    renderWithProviders(<ProductAddForm />);
    await userEvent.type(screen.getByRole('textbox', { name: NAME }), 'Пулемёт');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.getByText('Ошибка при создании изделия')).toBeInTheDocument());
  });
});

describe('ManufacturerAddForm', () => {
  it('a plain user’s manufacturer goes to moderation as a CREATE change request; the form says so and empties', async () => {
    const posted = mockApi();
    renderWithProviders(<ManufacturerAddForm />);
    await userEvent.type(screen.getByRole('textbox', { name: NAME }), '  Ковровский завод ');
    await userEvent.type(screen.getByRole('textbox', { name: /Сайт или источник/ }), 'https://kovrov.example');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Заявка отправлена на модерацию')).toBeInTheDocument();
    expect(await posted()).toEqual([
      {
        action: 'CREATE',
        entityType: 'MANUFACTURER',
        entityId: null,
        payload: { name: 'Ковровский завод', url: 'https://kovrov.example' },
      },
    ]);
    expect(screen.getByRole('textbox', { name: NAME })).toHaveValue('');
  });

  it('a moderator’s is added at once and its page opens', async () => {
    mockApi(() =>
      HttpResponse.json(buildChangeRequest({ id: 9, status: 'APPROVED', entityType: 'MANUFACTURER', entityId: 42 }), { status: 201 }),
    );
    const { router } = renderWithProviders(<ManufacturerAddForm />, { route: '/add?tab=manufacturer', path: '/add' });
    await userEvent.type(screen.getByRole('textbox', { name: NAME }), 'Ковровский завод');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manufacturers/42'));
  });

  it('shows the server’s words when it refuses, a taken name for one', async () => {
    expectConsoleErrors();
    mockApi(() => problemAnswer(409, 'CONFLICT', 'Такая запись уже есть'));
    renderWithProviders(<ManufacturerAddForm />);
    await userEvent.type(screen.getByRole('textbox', { name: NAME }), 'ТОЗ');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Ошибка при сохранении производителя: Такая запись уже есть')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: NAME })).toHaveValue('ТОЗ');
  });

  it('checks the link before sending: an address that is no web address is told so under its field, in the server’s words', async () => {
    const requests = recordRequests();
    renderWithProviders(<ManufacturerAddForm />);
    await userEvent.type(screen.getByRole('textbox', { name: NAME }), 'Ковровский завод');
    const link = screen.getByRole('textbox', { name: /Сайт или источник/ });
    await userEvent.type(link, 'kovrov.example');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(link).toHaveAccessibleDescription('Ссылка должна быть адресом сайта: http:// или https://');
    expect(await bodiesSent(requests, 'POST', '/api/archive/change-requests')).toEqual([]);
    await userEvent.clear(link);
    await userEvent.type(link, 'https://kovrov.example');
    expect(link).not.toHaveAccessibleDescription();
  });

  it('says a refusal once, in the form, with no toast repeating it', async () => {
    expectConsoleErrors();
    mockApi(() => problemAnswer(400, 'VALIDATION_FAILED', 'Название: не длиннее 200 символов.'));
    renderWithProviders(<ManufacturerAddForm />);
    await userEvent.type(screen.getByRole('textbox', { name: NAME }), 'ТОЗ');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Ошибка при сохранении производителя: Название: не длиннее 200 символов.')).toBeInTheDocument();
    expect(getToasts()).toEqual([]);
  });

  it('asks in the page’s language, so an English page shows the server’s words in English', async () => {
    expectConsoleErrors();
    // The server words its problems by Accept-Language, Russian when none it speaks is asked.
    server.use(
      api.post<ChangeRequestDto>('/api/archive/change-requests', ({ request }) =>
        problemAnswer(
          409,
          'CONFLICT',
          request.headers.get('accept-language') === 'en' ? 'That record already exists' : 'Такая запись уже есть',
        ),
      ),
    );
    renderWithProviders(<ManufacturerAddForm />, { route: '/en/add?tab=manufacturer', path: '/add', locale: 'en' });
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Tula Arms Plant');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The maker could not be saved: That record already exists')).toBeInTheDocument();
  });
});

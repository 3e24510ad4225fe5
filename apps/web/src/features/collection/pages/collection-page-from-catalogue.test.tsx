import type { DetailDto, DetailTypeDto, ProductDto } from '@museum/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '../../../lib/session';
import { buildDetail, buildProduct } from '../../../test/factories';
import { meHandler, referenceListHandlers } from '../../../test/handlers';
import { renderWithProviders } from '../../../test/render';
import { api, bodiesSent, recordRequests, server } from '../../../test/server';
import { AddToCollectionLink } from '../components/add-to-collection-link';
import { collectionApi } from '../test/fixtures';
import { CollectionPage } from './collection-page';

const lock = {
  id: 3,
  name: 'Замок',
  nameEn: null,
  description: null,
  belongsTo: 'максим',
  carriesNumber: true,
  subtypes: [],
} satisfies DetailTypeDto;

beforeEach(() => {
  setSession({ token: 't', role: 'USER' });
  server.use(meHandler({ id: 5 }), ...referenceListHandlers({ detailTypes: [lock] }));
});

describe('«В мою коллекцию»', () => {
  it('is a link to the add form for a signed-in reader, and nothing for a visitor', async () => {
    const { unmount } = renderWithProviders(<AddToCollectionLink kind="product" id={3} />);
    expect(await screen.findByRole('link', { name: 'В мою коллекцию' })).toHaveAttribute('href', '/collection?add=product:3');
    unmount();
    setSession(null);
    renderWithProviders(<AddToCollectionLink kind="product" id={3} />);
    await waitFor(() => expect(screen.queryByRole('link')).toBeNull());
  });

  it('fills the form from a catalogue gun: its name, number, year and maker', async () => {
    const gun = buildProduct({
      id: 3,
      name: 'Максим обр. 1910',
      number: '21105',
      year: 1915,
      manufacturer: { id: 2, name: 'ТОЗ', nameEn: null },
    });
    const { handlers } = collectionApi();
    server.use(
      api.get<ProductDto>('/api/archive/products/3', () => gun),
      ...handlers,
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderWithProviders(<CollectionPage />, { route: '/collection?add=product:3', path: '/collection' });
    const form = await screen.findByRole('form', { name: 'Новая запись' });
    expect(within(form).getByText('Из каталога: Максим обр. 1910')).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: 'Пулемёт' })).toBeChecked();
    expect(within(form).getByRole('textbox', { name: 'Номер' })).toHaveValue('21105');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(async () =>
      expect(await bodiesSent(requests, 'POST', '/api/collection/items')).toMatchObject([
        { kind: 'product', name: 'Максим обр. 1910', number: '21105', year: '1915', manufacturer: { id: 2 }, partOf: null },
      ]),
    );
  });

  it('fills the form from a catalogue part: its type, and the catalogue gun it belongs to as its gun', async () => {
    const part = buildDetail({
      id: 4,
      name: 'Замок',
      number: '21105',
      type: { id: 3, name: 'Замок', nameEn: null, belongsTo: 'максим' },
      product: { id: 3, name: 'Максим', nameEn: null },
    });
    const { handlers } = collectionApi();
    server.use(
      api.get<DetailDto>('/api/archive/details/4', () => part),
      ...handlers,
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderWithProviders(<CollectionPage />, { route: '/collection?add=detail:4', path: '/collection' });
    const form = await screen.findByRole('form', { name: 'Новая запись' });
    expect(within(form).getByRole('radio', { name: 'Деталь' })).toBeChecked();
    expect(within(form).getByRole('combobox', { name: 'Пулемёт, к которому относится' })).toHaveDisplayValue('Максим (каталог)');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(async () =>
      expect(await bodiesSent(requests, 'POST', '/api/collection/items')).toMatchObject([
        { kind: 'detail', number: '21105', type: { id: 3 }, partOf: { kind: 'product', id: 3 } },
      ]),
    );
  });
});

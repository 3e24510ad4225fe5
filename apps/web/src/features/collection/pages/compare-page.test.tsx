import type { CollectionItemDto, ProductDto } from '@museum/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '../../../lib/session';
import { buildProduct } from '../../../test/factories';
import { meHandler } from '../../../test/handlers';
import { renderWithProviders } from '../../../test/render';
import { api, server } from '../../../test/server';
import { buildCollectionItem } from '../test/fixtures';
import { ComparePage } from './compare-page';

const gun = buildProduct({ id: 1, name: 'Максим обр. 1910', number: '№ 21 105', year: 1915, provenance: 'Музей' });
const record = buildCollectionItem({ id: 7, name: 'Максим обр. 1910', number: '21105', year: 1916, provenance: 'Семья' });

function renderPage(route: string) {
  return renderWithProviders(<ComparePage />, { route, path: '/compare' });
}

/** A row of the table by the label its header cell starts with. */
const rowOf = (table: HTMLElement, label: string) => {
  const header = within(table).getByRole('rowheader', { name: new RegExp(`^${label}`) });
  return header.closest('tr') as HTMLElement;
};

beforeEach(() => {
  setSession({ token: 't', role: 'USER' });
  server.use(
    meHandler({ id: 5 }),
    api.get<ProductDto>('/api/archive/products/1', () => gun),
    api.get<CollectionItemDto>('/api/collection/items/7', () => record),
  );
});

describe('ComparePage', () => {
  it('aligns a catalogue gun and an own record, marking the lines that differ for the eye and for screen readers', async () => {
    renderPage('/compare?a=product:1&b=collection:7');
    const table = await screen.findByRole('table', { name: 'Строки, где значения различаются, отмечены.' });
    expect(within(table).getByRole('columnheader', { name: /Изделие каталога\s*Максим обр. 1910/ })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Максим обр. 1910 № 21105' })).toHaveAttribute('href', '/collection/7/dossier');

    const year = rowOf(table, 'Год');
    expect(year).toHaveClass('compare__row--differs');
    // The sign for the eye, the word for a screen reader.
    expect(within(year).getByRole('rowheader')).toHaveAccessibleName('Год (различается)');
    expect(within(year).getByText('≠')).toHaveAttribute('aria-hidden', 'true');
    expect(year).toHaveTextContent('19151916');
    expect(rowOf(table, 'Происхождение')).toHaveClass('compare__row--differs');
    // The same number under the number rule (spaces and «№» aside) and the same name are not marked.
    for (const label of ['Номер', 'Название']) {
      const row = rowOf(table, label);
      expect(row).not.toHaveClass('compare__row--differs');
      expect(within(row).getByRole('rowheader')).toHaveAccessibleName(label);
    }
  });

  it('names the sides in a form, says a badly named one, and asks a visitor to sign in for a collection record', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/compare?a=product:1&b=nonsense');
    expect(await screen.findByText('Укажите предмет как product:1, detail:4 или collection:7.')).toBeInTheDocument();
    const second = screen.getByRole('textbox', { name: 'Второй' });
    await user.clear(second);
    await user.type(second, 'collection:7');
    await user.click(screen.getByRole('button', { name: 'Сравнить' }));
    expect(router.state.location.search).toBe('?a=product%3A1&b=collection%3A7');
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('asks a visitor to sign in before a collection record is read', async () => {
    setSession(null);
    renderPage('/compare?a=product:1&b=collection:7');
    expect(await screen.findByText('Записи коллекции сравнивает только их владелец: войдите.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

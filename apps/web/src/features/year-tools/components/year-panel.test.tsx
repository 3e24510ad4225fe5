import type { ItemCardDto, Page } from '@museum/contract';
import { yearRows } from '@museum/contract/dating';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildItemCard } from '../../../test/factories';
import { api, problemAnswer, recordRequests, server } from '../../../test/server';
import { renderWithProviders } from '../test/render';
import { YearPanel } from './year-panel';

const row = yearRows().find((r) => r.year === 1916);

function renderPanel() {
  const onSelectYear = vi.fn();
  const onClose = vi.fn();
  if (!row) throw new Error('1916 is in the tables');
  renderWithProviders(<YearPanel row={row} previous={1915} next={1917} headingId="h" onSelectYear={onSelectYear} onClose={onClose} />);
  return { onSelectYear, onClose };
}

type CountPage = Partial<Page<ItemCardDto>>;
const failed = () => problemAnswer(500, 'INTERNAL', 'Сбой');

/** The two count endpoints; a count left out fails with 500. The counts read partial pages too (totalPages, content). */
function serveCounts(counts: { products?: CountPage; details?: CountPage }) {
  server.use(
    api.get<CountPage>('/api/archive/products/search', () => counts.products ?? failed()),
    api.get<CountPage>('/api/archive/details/page', () => counts.details ?? failed()),
  );
  return recordRequests();
}

const link = (name: string) => screen.getByRole('link', { name: new RegExp(`^${name}`) });

describe('YearPanel', () => {
  it('shows the counts of the year and links each search to it', async () => {
    const requests = serveCounts({
      products: { content: [buildItemCard()], totalElements: 3, totalPages: 3 },
      details: { content: [buildItemCard({ kind: 'detail' })], totalPages: 7 },
    });
    renderPanel();
    expect(await within(link('Изделия')).findByText('3')).toBeInTheDocument();
    expect(await within(link('Детали')).findByText('7')).toBeInTheDocument();
    expect(within(link('Всё')).getByText('10')).toBeInTheDocument();
    expect(link('Изделия')).toHaveAttribute('href', '/search?searchType=products&year=1916');
    expect(link('Всё')).toHaveAttribute('href', '/search?searchType=all&year=1916');
    const asked = requests.map((request) => new URL(request.url));
    expect(Object.fromEntries(asked[0]?.searchParams ?? [])).toEqual({ page: '0', size: '1', sort: 'id,desc', year: '1916' });
  });

  it('says «около» and «более» for counts the server estimated or stopped (a large catalogue)', async () => {
    serveCounts({
      products: { content: [buildItemCard()], totalElements: 10_000, totalKind: 'atLeast', totalPages: 10_000 },
      details: { content: [buildItemCard({ kind: 'detail' })], totalElements: 24_000, totalKind: 'about', totalPages: 10_000 },
    });
    renderPanel();
    const text = async (name: string) => {
      await waitFor(() => expect(link(name).textContent).not.toContain('…'));
      return link(name).textContent?.replaceAll('\u00a0', ' ');
    };
    expect(await text('Изделия')).toContain('более 10 000');
    expect(await text('Детали')).toContain('около 24 000');
    expect(await text('Всё')).toContain('около 34 000');
  });

  it('shows a dash for a count that failed, and keeps the other', async () => {
    serveCounts({ details: { content: [], totalElements: 0 } });
    renderPanel();
    expect(await within(link('Изделия')).findByText('—')).toBeInTheDocument();
    expect(await within(link('Детали')).findByText('0')).toBeInTheDocument();
    expect(within(link('Всё')).getByText('—')).toBeInTheDocument();
  });

  it('shows the ranges and moves to the neighbouring years', async () => {
    serveCounts({});
    const { onSelectYear, onClose } = renderPanel();
    expect(screen.getByRole('heading', { name: '1916 год' })).toBeInTheDocument();
    expect(screen.getByText('11600–23800')).toBeInTheDocument();
    expect(screen.getByText('6200–12213')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '← 1915' }));
    await userEvent.click(screen.getByRole('button', { name: '1917 →' }));
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onSelectYear.mock.calls).toEqual([[1915], [1917]]);
    expect(onClose).toHaveBeenCalled();
  });
});

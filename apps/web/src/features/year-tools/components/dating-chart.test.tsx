import type { DatingPointsDto } from '@museum/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders as renderPage } from '../../../test/render';
import { api, server } from '../../../test/server';
import { datedItem, renderWithProviders } from '../test/render';
import { DatingChart } from './dating-chart';

const POINTS = [
  datedItem(2611, 1910, { kind: 'detail', title: 'Короб', path: '/details/7', id: 7 }),
  datedItem(12180, 1916),
  datedItem(12310, 1919, { agrees: false, title: 'Короб с поздним годом' }),
  datedItem(24105, 1917),
];

function pointsHandler() {
  const asked: { from: string | null; to: string | null }[] = [];
  server.use(
    api.get<DatingPointsDto>('/api/archive/dating/points', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const from = Number(query.get('from'));
      const to = Number(query.get('to'));
      asked.push({ from: query.get('from'), to: query.get('to') });
      return { points: POINTS.filter((p) => p.serial >= from && p.serial <= to), truncated: false, limit: 1000 };
    }),
  );
  return asked;
}

describe('DatingChart', () => {
  it('draws each example as a labelled, focusable link and marks the disagreeing one', async () => {
    pointsHandler();
    const { container } = renderWithProviders(<DatingChart />);
    const svg = container.querySelector('svg') as SVGSVGElement;
    expect(svg.querySelector('title')?.textContent).toBe('Номера «Максимов» и годы выпуска');
    await waitFor(() => expect(svg.querySelectorAll('a')).toHaveLength(4));
    const odd = svg.querySelector('a.yt-chart__point--odd') as SVGAElement;
    expect(odd.getAttribute('aria-label')?.replace(/\u00a0/g, ' ')).toBe(
      'Короб с поздним годом, № 12 310, 1919 год, год расходится с таблицей',
    );
    expect(odd.getAttribute('href')).toBe('/products/12310');
    // The table's ranges are drawn as bands: the Maxim table has 30.
    expect(svg.querySelectorAll('rect.yt-chart__band')).toHaveLength(30);
  });

  it('says the same in a table, and zooms to a run of numbers with the sliders', async () => {
    const asked = pointsHandler();
    renderWithProviders(<DatingChart />);
    await userEvent.click(screen.getByText('Таблица примеров'));
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Номер', 'Год', 'Предмет', 'По таблице'],
      ['2611', '1910', 'Короб', 'сходится'],
      ['12180', '1916', 'Пулемёт', 'сходится'],
      ['12310', '1919', 'Короб с поздним годом', 'расходится'],
      ['24105', '1917', 'Пулемёт', 'сходится'],
    ]);
    expect(within(table).getByRole('link', { name: 'Короб' })).toHaveAttribute('href', '/details/7');

    const from = screen.getByRole('slider', { name: 'Номера от' });
    const to = screen.getByRole('slider', { name: 'Номера до' });
    fireEvent.change(from, { target: { value: '12000' } });
    fireEvent.change(to, { target: { value: '13000' } });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await waitFor(() => expect(asked.at(-1)).toEqual({ from: '12000', to: '13000' }));
    // The «to» slider cannot pass the «from» one (a native range input: the arrow keys move it in a browser).
    fireEvent.change(to, { target: { value: '5000' } });
    expect(to).toHaveValue('12100');
    await userEvent.click(screen.getByRole('button', { name: 'Все номера' }));
    expect(from).toHaveValue('0');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(5));
  });

  it('speaks English on English pages, its SVG links under /en', async () => {
    pointsHandler();
    const { container } = renderPage(<DatingChart />, { route: '/en/year', locale: 'en' });
    const svg = container.querySelector('svg') as SVGSVGElement;
    expect(svg.querySelector('title')?.textContent).toBe('Maxim serial numbers and years of manufacture');
    await waitFor(() => expect(svg.querySelectorAll('a')).toHaveLength(4));
    const odd = svg.querySelector('a.yt-chart__point--odd') as SVGAElement;
    expect(odd.getAttribute('aria-label')).toBe('Короб с поздним годом, No. 12,310, 1919, year differs from the table');
    expect(odd.getAttribute('href')).toBe('/en/products/12310');
    expect(screen.getByRole('slider', { name: 'Numbers from' })).toBeInTheDocument();
  });
});

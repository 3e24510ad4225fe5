import { maximTable } from '@museum/contract/dating';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders as renderPage } from '../../../test/render';
import { recordRequests, server } from '../../../test/server';
import { datedItem, datingHandler, renderWithProviders } from '../test/render';
import { TableCalculator } from './table-calculator';

const spaced = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

describe('the catalogue’s evidence under a calculator', () => {
  it('says what the examples show, with the estimate, each example a link and a disagreeing one marked', async () => {
    const below = [datedItem(12000, 1916), datedItem(11800, 1916, { kind: 'detail', title: 'Короб', path: '/details/5', id: 5 })];
    const above = [datedItem(12400, 1916), datedItem(30000, 1930, { agrees: false, title: 'Пулемёт с поздним годом' })];
    server.use(datingHandler({ below, above, estimate: { year: 1916, low: 1916, high: 1916, examples: 4 } }));
    const requests = recordRequests();
    renderWithProviders(<TableCalculator table={maximTable} />);
    await userEvent.type(screen.getByLabelText('Номер пулемёта «Максим»'), '12100');
    const sentence = await screen.findByText(/^В каталоге:/);
    expect(spaced(sentence.textContent)).toBe(
      'В каталоге: 3 пулемёта и 1 короб с номерами 11 800–30 000, 1916–1930 годов, чаще всего 1916 года. У 1 из них год расходится с таблицей больше чем на год. Оценка по примерам: 1916 год.',
    );
    const list = screen.getByRole('list', { name: 'Примеры из каталога' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/details/5', '/products/12000', '/products/12400', '/products/30000']);
    expect(spaced(links[0]?.textContent ?? '')).toBe('Короб, № 11 800, 1916 год');
    expect(links[3]?.closest('li')).toHaveTextContent('(год расходится с таблицей)');
    // The evidence shown is the whole number's (typing settles before the server is asked).
    const asked = requests.filter((r) => r.url.includes('/api/archive/dating')).map((r) => new URL(r.url).searchParams.get('serial'));
    expect(asked.at(-1)).toBe('12100');
  });

  it('says so when the catalogue has no example', async () => {
    server.use(datingHandler());
    renderWithProviders(<TableCalculator table={maximTable} />);
    await userEvent.type(screen.getByLabelText('Номер пулемёта «Максим»'), '500');
    expect(await screen.findByText('В каталоге пока нет датированных примеров этой таблицы.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Примеры из каталога' })).toBeNull();
  });

  it('speaks English on English pages, numbers grouped the English way and titles marked Russian', async () => {
    const below = [datedItem(12000, 1916), datedItem(11800, 1916, { kind: 'detail', title: 'Короб', path: '/details/5', id: 5 })];
    server.use(datingHandler({ below, above: [datedItem(12400, 1916)], estimate: { year: 1916, low: 1915, high: 1917, examples: 3 } }));
    renderPage(<TableCalculator table={maximTable} />, { route: '/en/year', locale: 'en' });
    await userEvent.type(screen.getByLabelText('Maxim gun serial number'), '12100');
    const sentence = await screen.findByText(/^In the catalogue:/);
    expect(sentence.textContent).toBe(
      'In the catalogue: 2 guns and 1 receiver numbered 11,800–12,400, all made in 1916. Estimate from the examples: 1916 (1915 to 1917).',
    );
    const links = within(screen.getByRole('list', { name: 'Examples from the catalogue' })).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', '/en/details/5');
    expect(links[0]?.textContent).toBe('Короб, No. 11,800, 1916');
    expect(within(links[0] as HTMLElement).getByText('Короб')).toHaveAttribute('lang', 'ru');
  });
});

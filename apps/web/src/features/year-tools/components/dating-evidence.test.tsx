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
    server.use(
      datingHandler({ below, above, estimate: { year: 1916, low: 1916, high: 1916, examples: 4, within: 500, fromExamples: 1916 } }),
    );
    const requests = recordRequests();
    renderWithProviders(<TableCalculator table={maximTable} />);
    await userEvent.type(screen.getByLabelText('Номер пулемёта «Максим»'), '12100');
    const sentence = await screen.findByText(/^В каталоге:/);
    expect(spaced(sentence.textContent)).toBe(
      'В каталоге: 3 пулемёта и 1 отдельный короб с номерами 11 800–30 000, 1916–1930 годов, чаще всего 1916 года. У 1 из них год расходится с таблицей больше чем на год. Оценка: 1916 год; 4 примера в пределах ±500 номеров.',
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
    server.use(
      datingHandler({
        below,
        above: [datedItem(12400, 1916)],
        estimate: { year: 1916, low: 1915, high: 1917, examples: 3, within: 300, fromExamples: 1916 },
      }),
    );
    renderPage(<TableCalculator table={maximTable} />, { route: '/en/year', locale: 'en' });
    await userEvent.type(screen.getByLabelText('Maxim gun serial number'), '12100');
    const sentence = await screen.findByText(/^In the catalogue:/);
    expect(sentence.textContent).toBe(
      'In the catalogue: 2 guns and 1 loose receiver numbered 11,800–12,400, all made in 1916. Estimate: 1916 (1915 to 1917); 3 examples within ±300 numbers.',
    );
    const links = within(screen.getByRole('list', { name: 'Examples from the catalogue' })).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', '/en/details/5');
    expect(links[0]?.textContent).toBe('Короб, No. 11,800, 1916');
    expect(within(links[0] as HTMLElement).getByText('Короб')).toHaveAttribute('lang', 'ru');
  });

  it('says plainly when the near examples contradict the table’s exact year, and the table alone where none is near', async () => {
    const near = [datedItem(200, 1910, { agrees: false }), datedItem(180, 1910, { agrees: false })];
    server.use(
      datingHandler({
        answer: { kind: 'exact', year: 1905 },
        below: near,
        estimate: { year: 1905, low: 1905, high: 1910, examples: 2, within: 20, fromExamples: 1910 },
      }),
    );
    renderWithProviders(<TableCalculator table={maximTable} />);
    await userEvent.type(screen.getByLabelText('Номер пулемёта «Максим»'), '150');
    expect(
      await screen.findByText('Примеры рядом расходятся с таблицей: по таблице 1905 год, по примерам 1910. Год или номер стоит проверить.'),
    ).toBeInTheDocument();
    expect(spaced(screen.getByText(/^В каталоге:/).textContent)).toContain(
      'Оценка: 1905 год (от 1905 до 1910); 2 примера в пределах ±20 номеров.',
    );
  });

  it('says the table answers alone when no example is within reach', async () => {
    server.use(
      datingHandler({
        below: [datedItem(60000, 1927)],
        estimate: { year: 1934, low: 1934, high: 1934, examples: 0, within: 0, fromExamples: null },
      }),
    );
    renderWithProviders(<TableCalculator table={maximTable} />);
    await userEvent.type(screen.getByLabelText('Номер пулемёта «Максим»'), '900000');
    const sentence = await screen.findByText(/^В каталоге один пример/);
    expect(spaced(sentence.textContent)).toContain('Оценка: 1934 год; по таблице: примеров в пределах ±1 000 номеров нет.');
  });

  it('says a number the tools cannot read is too long or has no digits, and asks the server nothing', async () => {
    const requests = recordRequests();
    server.use(datingHandler());
    renderWithProviders(<TableCalculator table={maximTable} />);
    const input = screen.getByLabelText('Номер пулемёта «Максим»');
    await userEvent.type(input, '12345678901');
    const output = within(input.closest('section') as HTMLElement).getByRole('status');
    expect(output).toHaveTextContent(/^Номер длиннее девяти цифр/);
    expect(screen.queryByText('Примеры из каталога не загрузились.')).toBeNull();
    await userEvent.clear(input);
    await userEvent.type(input, 'АЕ');
    expect(output).toHaveTextContent('В номере нет цифр: год определяется по цифрам номера.');
    const asked = requests.filter((r) => r.url.includes('/api/archive/dating')).map((r) => new URL(r.url).searchParams.get('serial'));
    expect(asked.every((serial) => (serial ?? '').length <= 9)).toBe(true);
  });
});

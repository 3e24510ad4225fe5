import type { DatedItemDto } from '@museum/contract';
import { describe, expect, it } from 'vitest';
import { evidenceSentence } from './evidence';

let nextId = 1;
const item = (serial: number, year: number, overrides: Partial<DatedItemDto> = {}): DatedItemDto => {
  const id = nextId++;
  return {
    id,
    kind: 'product',
    title: 'Пулемёт',
    number: String(serial),
    serial,
    year,
    path: `/products/${id}`,
    agrees: true,
    ...overrides,
  };
};
// Intl writes thousands with a no-break space.
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

describe('evidenceSentence', () => {
  it('says there is no example', () => {
    expect(evidenceSentence({ below: [], above: [] })).toBe('В каталоге пока нет датированных примеров этой таблицы.');
  });

  it('names the one example', () => {
    expect(spaced(evidenceSentence({ below: [item(12200, 1916)], above: [] }))).toBe(
      'В каталоге один пример: пулемёт № 12 200, 1916 года.',
    );
    expect(spaced(evidenceSentence({ below: [], above: [item(900, 1925, { kind: 'detail', agrees: false })] }))).toBe(
      'В каталоге один пример: отдельный короб № 900, 1925 года. У 1 из них год расходится с таблицей больше чем на год.',
    );
  });

  it('says «все» of one year, «оба» of two, with the range of numbers in order', () => {
    const seven = [11800, 12000, 12100, 12150, 12200, 12300, 12400].map((serial) => item(serial, 1916));
    expect(spaced(evidenceSentence({ below: seven.slice(0, 3).reverse(), above: seven.slice(3) }))).toBe(
      'В каталоге: 7 пулемётов с номерами 11 800–12 400, все 1916 года.',
    );
    expect(spaced(evidenceSentence({ below: [item(11800, 1916)], above: [item(12400, 1916)] }))).toBe(
      'В каталоге: 2 пулемёта с номерами 11 800–12 400, оба 1916 года.',
    );
  });

  it('gives mixed years as a span with the most frequent, and counts guns and loose receivers apart', () => {
    const below = [item(12000, 1916), item(11900, 1916, { kind: 'detail' }), item(9000, 1915)];
    const above = [item(12200, 1916, { kind: 'detail' }), item(24000, 1917), item(31000, 1930, { agrees: false })];
    expect(spaced(evidenceSentence({ below, above }))).toBe(
      'В каталоге: 4 пулемёта и 2 отдельных короба с номерами 9 000–31 000, 1915–1930 годов, чаще всего 1916 года. У 1 из них год расходится с таблицей больше чем на год.',
    );
    // A tie names no year as the most frequent; 21 takes the singular form.
    const tie = [item(1, 1915), item(2, 1916)];
    expect(spaced(evidenceSentence({ below: tie, above: [] }))).toBe('В каталоге: 2 пулемёта с номерами 1–2, 1915–1916 годов.');
    const many = Array.from({ length: 21 }, (_, i) => item(100 + i, 1906));
    expect(spaced(evidenceSentence({ below: many, above: [] }))).toMatch(/^В каталоге: 21 пулемёт с номерами/);
  });
});

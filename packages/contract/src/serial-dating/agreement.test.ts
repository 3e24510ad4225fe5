import { describe, expect, it } from 'vitest';
import { agreesWithTable, allowedYears, tableSegments } from './agreement';
import { maximTable, stateFactoryTable } from './serial-tables';

describe('agreement with a table', () => {
  it('allows the table year and one year either side', () => {
    expect(agreesWithTable(maximTable, 12000, 1916)).toBe(true);
    expect(agreesWithTable(maximTable, 12000, 1915)).toBe(true);
    expect(agreesWithTable(maximTable, 12000, 1917)).toBe(true);
    expect(agreesWithTable(maximTable, 12000, 1918)).toBe(false);
    expect(agreesWithTable(maximTable, 12000, 1914)).toBe(false);
  });

  it('allows the span of an approximate answer and open ends before and after the table', () => {
    // 900 lies between 1907 (…757) and 1908 (980…).
    expect(allowedYears(maximTable, 900)).toMatchObject({ low: 1906, high: 1909 });
    expect(allowedYears(maximTable, 200_000)).toMatchObject({ low: 1933, high: null });
    expect(allowedYears(stateFactoryTable, 10)).toMatchObject({ low: null, high: 1912 });
  });

  it('allows the years after the reset for small Maxim numbers only', () => {
    expect(agreesWithTable(maximTable, 5000, 1936)).toBe(true);
    expect(agreesWithTable(maximTable, 50_000, 1936)).toBe(false);
  });

  it('says the same through segments as a lookup, at every range edge and across the numbers', () => {
    for (const table of [maximTable, stateFactoryTable]) {
      const segments = tableSegments(table);
      expect(segments[0]?.from).toBe(0);
      expect(segments.at(-1)?.to).toBeNull();
      const edges = table.ranges.flatMap((r) => [r.min - 1, r.min, r.min + 1, r.max - 1, r.max, r.max + 1]);
      const sample = Array.from({ length: 12_000 }, (_, i) => i * 10 + 3);
      const wrong = [...edges, ...sample].filter((serial) => {
        const segment = segments.find((s) => s.from <= serial && (s.to === null || serial <= s.to));
        const { from: _from, to: _to, ...allowed } = segment ?? { from: 0, to: 0 };
        return JSON.stringify(allowed) !== JSON.stringify(allowedYears(table, serial));
      });
      expect(wrong, table.id).toEqual([]);
    }
  });
});

import { lookupYear } from '@museum/contract/dating';
import { describe, expect, it } from 'vitest';
import { type ChronologyItem, chronologyRanges, groupByYear } from './chronology';

const item = (id: number, number: string | null, year: number | null): ChronologyItem => ({ id, number, year });

describe('the manufacturer chronology', () => {
  const items = [item(7, '1500', 1912), item(3, 'С-1 200', 1911), item(9, '1450', 1912), item(4, null, 1913), item(5, '99', null)];

  it('groups details by year, ascending, leaving out details without a year', () => {
    expect(groupByYear(items)).toEqual([
      { year: 1911, items: [items[1]] },
      { year: 1912, items: [items[0], items[2]] },
      { year: 1913, items: [items[3]] },
    ]);
    expect(groupByYear([])).toEqual([]);
  });

  it('makes a range of the numeric serials of each year', () => {
    expect(chronologyRanges(items)).toEqual([
      { year: 1911, min: 1200, max: 1200 },
      { year: 1912, min: 1450, max: 1500 },
    ]);
  });

  it('feeds the same lookup as the tables', () => {
    const ranges = chronologyRanges(items);
    expect(lookupYear(ranges, 1460)).toEqual({ kind: 'exact', year: 1912 });
    expect(lookupYear(ranges, 1300)).toEqual({ kind: 'approx', from: 1911, to: 1912 });
    expect(lookupYear(ranges, 5)).toEqual({ kind: 'before', year: 1911 });
    expect(lookupYear(ranges, 2000)).toEqual({ kind: 'after', year: 1912 });
  });

  it('orders an approximate span even when the numbers run against the years', () => {
    const ranges = chronologyRanges([item(1, '500', 1920), item(2, '100', 1925)]);
    expect(lookupYear(ranges, 300)).toEqual({ kind: 'approx', from: 1920, to: 1925 });
  });
});

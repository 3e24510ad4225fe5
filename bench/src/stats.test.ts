import { describe, expect, it } from 'vitest';
import { median, percentile, searchRatios } from './stats';

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('searchRatios', () => {
  it('divides each search p95 by products/{id} p95 of the same run', () => {
    const ratios = searchRatios([
      { name: 'search/all word', p95At16: 50 },
      { name: 'search/all filters', p95At16: 20 },
      { name: 'products/{id}', p95At16: 10 },
      { name: 'details/{id}', p95At16: 40 },
    ]);
    expect(ratios).toEqual([
      { name: 'search/all word', p95: 50, itemP95: 10, ratio: 5, met: false },
      { name: 'search/all filters', p95: 20, itemP95: 10, ratio: 2, met: true },
    ]);
    expect(searchRatios([{ name: 'search/all word', p95At16: 5 }])).toEqual([]);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });
});

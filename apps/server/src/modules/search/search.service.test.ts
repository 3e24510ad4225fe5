import { describe, expect, it } from 'vitest';
import { sumTotals } from './search.service';

describe('sumTotals', () => {
  it('is exact only when both counts are, an estimate when either is one, else a lower bound', () => {
    expect(sumTotals({ value: 3, kind: 'exact' }, { value: 4, kind: 'exact' })).toEqual({ value: 7, kind: 'exact' });
    expect(sumTotals({ value: 300, kind: 'exact' }, { value: 10_000, kind: 'atLeast' })).toEqual({ value: 10_300, kind: 'atLeast' });
    expect(sumTotals({ value: 12_000, kind: 'about' }, { value: 10_000, kind: 'atLeast' })).toEqual({ value: 22_000, kind: 'about' });
    expect(sumTotals({ value: 317, kind: 'exact' }, { value: 85_000, kind: 'about' })).toEqual({ value: 85_000, kind: 'about' });
  });
});

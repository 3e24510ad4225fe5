import { describe, expect, it } from 'vitest';
import { roundEstimate, settleTotal } from './totals';

describe('roundEstimate', () => {
  it('keeps two significant digits, so an estimate never looks like a count', () => {
    expect(roundEstimate(85_217)).toBe(85_000);
    expect(roundEstimate(10_500)).toBe(11_000);
    expect(roundEstimate(1_234_567)).toBe(1_200_000);
    expect(roundEstimate(987)).toBe(990);
    expect(roundEstimate(42)).toBe(42);
  });
});

describe('settleTotal', () => {
  const about = { value: 12_000, kind: 'about' as const };
  it('turns any total into the exact one on a short page: it is the last', () => {
    expect(settleTotal(about, 40, 7, 20)).toEqual({ value: 47, kind: 'exact' });
    expect(settleTotal({ value: 10_000, kind: 'atLeast' }, 0, 0, 20)).toEqual({ value: 0, kind: 'exact' });
  });
  it('keeps the total of a full page, an exact one, and an empty page past the end (the end is unknown)', () => {
    expect(settleTotal(about, 40, 20, 20)).toBe(about);
    expect(settleTotal({ value: 3, kind: 'exact' }, 0, 2, 20)).toEqual({ value: 3, kind: 'exact' });
    expect(settleTotal(about, 400, 0, 20)).toBe(about);
  });
});

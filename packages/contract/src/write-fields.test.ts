import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPlausibleYear, latestYear, YearInput } from './write-fields';

afterEach(() => vi.useRealTimers());

describe('YearInput', () => {
  it('reads four digits or an integer, empty as null', () => {
    expect(YearInput.parse('1910')).toBe(1910);
    expect(YearInput.parse(1905)).toBe(1905);
    expect(YearInput.parse('')).toBeNull();
    expect(YearInput.parse(null)).toBeNull();
    expect(YearInput.parse(undefined)).toBeNull();
  });

  it('refuses letters, short years and years outside 1800 to the current year', () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T12:00:00Z'), toFake: ['Date'] });
    for (const bad of ['abcd', '99', 99, 1799, 2027, '2099', 19.5]) {
      const result = YearInput.safeParse(bad);
      expect(result.success, String(bad)).toBe(false);
    }
    expect(YearInput.safeParse(2027).error?.issues[0]?.message).toBe('Год: от 1800 до 2026');
    expect(YearInput.parse(2026)).toBe(2026);
    expect(YearInput.parse(1800)).toBe(1800);
  });

  it('moves the upper bound with the clock at validation time', () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T12:00:00Z'), toFake: ['Date'] });
    expect(YearInput.safeParse(2027).success).toBe(false);
    vi.setSystemTime(new Date('2027-03-01T12:00:00Z'));
    expect(YearInput.parse(2027)).toBe(2027);
  });

  it('counts the new year from the first place on Earth to reach it', () => {
    expect(latestYear(new Date('2026-12-31T09:30:00Z'))).toBe(2026);
    expect(latestYear(new Date('2026-12-31T10:30:00Z'))).toBe(2027);
    expect(isPlausibleYear(1916, new Date('2026-01-01T00:00:00Z'))).toBe(true);
  });
});

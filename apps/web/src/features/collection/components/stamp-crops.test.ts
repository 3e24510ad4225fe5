import { describe, expect, it } from 'vitest';
import { yearAgainstStamp } from './stamp-crops';

describe('yearAgainstStamp', () => {
  it('is within the stated years, their ends included, and outside before or after them', () => {
    expect(yearAgainstStamp(1910, { yearFrom: 1910, yearTo: 1914 })).toBe('within');
    expect(yearAgainstStamp(1914, { yearFrom: 1910, yearTo: 1914 })).toBe('within');
    expect(yearAgainstStamp(1909, { yearFrom: 1910, yearTo: 1914 })).toBe('outside');
    expect(yearAgainstStamp(1915, { yearFrom: 1910, yearTo: 1914 })).toBe('outside');
  });

  it('reads an open end as open, and says nothing without a year on either side', () => {
    expect(yearAgainstStamp(1940, { yearFrom: 1930, yearTo: null })).toBe('within');
    expect(yearAgainstStamp(1920, { yearFrom: 1930, yearTo: null })).toBe('outside');
    expect(yearAgainstStamp(1905, { yearFrom: null, yearTo: 1910 })).toBe('within');
    expect(yearAgainstStamp(null, { yearFrom: 1910, yearTo: 1914 })).toBeNull();
    expect(yearAgainstStamp(1915, { yearFrom: null, yearTo: null })).toBeNull();
  });
});

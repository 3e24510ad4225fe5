import { describe, expect, it } from 'vitest';
import { IdListFilter, IdOrNameFilter, SearchText, YearFilter } from './filters';
import { SearchType } from './search';

describe('catalogue filters', () => {
  it('reads a reference as an id when it is digits, else as an exact name', () => {
    expect(IdOrNameFilter.parse('12')).toEqual({ id: 12 });
    expect(IdOrNameFilter.parse(' Тульский завод ')).toEqual({ name: 'Тульский завод' });
    expect(IdOrNameFilter.safeParse('0').success).toBe(false);
    expect(IdOrNameFilter.safeParse('99999999999').success).toBe(false);
    expect(IdOrNameFilter.safeParse('a\u0000b').success).toBe(false);
  });

  it('reads stamps as a comma list of distinct ids', () => {
    expect(IdListFilter.parse('3, 1,3')).toEqual([3, 1]);
    for (const bad of ['', 'a', '1,,2', '1;2', '0', '-1']) expect(IdListFilter.safeParse(bad).success, bad).toBe(false);
  });

  it('accepts only 1..4 digit years', () => {
    expect(YearFilter.parse('1915')).toBe(1915);
    for (const bad of ['1e3', '19.5', '-1', '12345', ' 1915', '']) expect(YearFilter.safeParse(bad).success, bad).toBe(false);
  });

  it('drops NUL bytes and trims search text, rejecting more than 1000 characters', () => {
    expect(SearchText.parse(' ст\u0000анок ')).toBe('ст анок');
    expect(SearchText.safeParse('а'.repeat(1001)).success).toBe(false);
  });

  it('falls back to all for an unknown searchType', () => {
    expect(SearchType.parse('details')).toBe('details');
    expect(SearchType.parse('всё')).toBe('all');
    expect(SearchType.parse(undefined)).toBe('all');
  });
});

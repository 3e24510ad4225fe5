import { describe, expect, it } from 'vitest';
import { yearSearchHref } from './lookup';

describe('yearSearchHref', () => {
  it('links a year to the search of Tula Maxims of that year, under the works name of that era', () => {
    const url = new URL(yearSearchHref(1916), 'http://x');
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      searchType: 'all',
      belongsTo: 'максим',
      manufacturer: 'Императорский Тульский оружейный завод',
      year: '1916',
    });
    const param = (year: number) => new URL(yearSearchHref(year), 'http://x').searchParams.get('manufacturer');
    expect(param(1917)).toBe('Императорский Тульский оружейный завод');
    expect(param(1918)).toBe('Тульский оружейный завод');
  });
});

import { describe, expect, it } from 'vitest';
import { hasFilters, parseSearch, searchApiQuery, searchToParams } from './search-state';

const parse = (query: string) => parseSearch(new URLSearchParams(query));

describe('search state from the address', () => {
  it('uses the defaults of the spec', () => {
    expect(parse('')).toEqual({
      q: '',
      page: 0,
      size: 20,
      searchType: 'all',
      sortField: 'id',
      sortOrder: 'desc',
      year: '',
      manufacturer: '',
      belongsTo: '',
      condition: '',
      type: '',
      subtype: '',
      stamps: '',
      numbersMatch: '',
    });
  });
  it('falls back to all for an unknown search type and to defaults for bad numbers', () => {
    const state = parse('searchType=everything&page=-1&size=9999&sortField=name&sortOrder=up');
    expect(state).toMatchObject({ searchType: 'all', page: 0, size: 20, sortField: 'id', sortOrder: 'desc' });
  });
  it('reads every parameter and filter', () => {
    const state = parse(
      'q=щит&page=2&size=60&searchType=details&sortField=year&sortOrder=asc&year=1942&manufacturer=ТОЗ&belongsTo=станок&condition=хорошее&type=5&subtype=7&stamps=1,2&numbersMatch=true',
    );
    expect(state).toEqual({
      q: 'щит',
      page: 2,
      size: 60,
      searchType: 'details',
      sortField: 'year',
      sortOrder: 'asc',
      year: '1942',
      manufacturer: 'ТОЗ',
      belongsTo: 'станок',
      condition: 'хорошее',
      type: '5',
      subtype: '7',
      stamps: '1,2',
      numbersMatch: 'true',
    });
    expect(hasFilters(state)).toBe(true);
    expect(hasFilters(parse('numbersMatch=true'))).toBe(true);
    // A typed address with another value is no filter, not a 400 from the API.
    expect(searchApiQuery(parse('numbersMatch=maybe')).numbersMatch).toBeUndefined();
    expect(searchApiQuery(parse('numbersMatch=true')).numbersMatch).toBe('true');
    expect(hasFilters(parse('q=x&size=30'))).toBe(false);
  });
  it('writes the state back to the same address', () => {
    const query =
      'q=%D1%89%D0%B8%D1%82&searchType=details&page=2&size=60&sortField=year&sortOrder=asc&year=1942&belongsTo=%D1%81%D1%82%D0%B0%D0%BD%D0%BE%D0%BA';
    expect(searchToParams(parse(query)).toString()).toBe(query);
    expect(searchToParams(parse('')).toString()).toBe('q=&searchType=all&page=0&size=20&sortField=id&sortOrder=desc');
  });
});

describe('the API query', () => {
  it('sends a known condition and leaves an unknown one out', () => {
    expect(searchApiQuery(parse('condition=раскопочное')).condition).toBe('раскопочное');
    expect(searchApiQuery(parse('condition=новое')).condition).toBeUndefined();
    expect(hasFilters(parse('condition=плохое'))).toBe(true);
  });
  it('maps sort to field,dir and drops malformed filters', () => {
    expect(searchApiQuery(parse('sortField=year&sortOrder=asc&year=19x2&belongsTo=нечто&stamps=1,a&type=3'))).toEqual({
      q: '',
      searchType: 'all',
      page: 0,
      size: 20,
      sort: 'year,asc',
      year: undefined,
      manufacturer: undefined,
      belongsTo: undefined,
      type: '3',
      subtype: undefined,
      stamps: undefined,
    });
  });
});

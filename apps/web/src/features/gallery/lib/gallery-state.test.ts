import { describe, expect, it } from 'vitest';
import { galleryApiQuery, galleryToParams, parseGallery } from './gallery-state';

describe('gallery state and the address', () => {
  it('defaults to the first page of 40 with no photo open', () => {
    const state = parseGallery(new URLSearchParams(''));
    expect(state).toEqual({
      page: 0,
      size: 40,
      photo: null,
      year: '',
      manufacturer: '',
      belongsTo: '',
      condition: '',
      type: '',
      subtype: '',
    });
    expect(galleryToParams(state).toString()).toBe('');
  });
  it('reads and writes page, size, filters and the open photo', () => {
    const query = 'page=3&size=100&year=1916&belongsTo=%D0%BC%D0%B0%D0%BA%D1%81%D0%B8%D0%BC&type=4&photo=17';
    const state = parseGallery(new URLSearchParams(query));
    expect(state).toMatchObject({ page: 3, size: 100, year: '1916', belongsTo: 'максим', type: '4', photo: 17 });
    expect(galleryToParams(state).toString()).toBe(query);
  });
  it('reads the condition into the API query, a known one only', () => {
    expect(galleryApiQuery(parseGallery(new URLSearchParams('condition=хорошее')))).toMatchObject({ condition: 'хорошее' });
    expect(galleryApiQuery(parseGallery(new URLSearchParams('condition=новое'))).condition).toBeUndefined();
    expect(galleryToParams(parseGallery(new URLSearchParams('condition=хорошее'))).get('condition')).toBe('хорошее');
  });
  it('ignores bad numbers and leaves malformed filters out of the API query', () => {
    const state = parseGallery(new URLSearchParams('page=x&size=0&photo=-4&year=abc&belongsTo=zzz'));
    expect(state).toMatchObject({ page: 0, size: 40, photo: null });
    expect(galleryApiQuery(state)).toEqual({
      page: 0,
      size: 40,
      year: undefined,
      manufacturer: undefined,
      belongsTo: undefined,
      type: undefined,
      subtype: undefined,
    });
  });
});

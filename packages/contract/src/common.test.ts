import { describe, expect, it } from 'vitest';
import { BelongsToInput, PageQuery, parseBelongsTo, sortParam } from './common';

describe('belongsTo', () => {
  it('accepts the Cyrillic values and the Latin aliases in any case', () => {
    expect(parseBelongsTo('Максим')).toBe('максим');
    expect(parseBelongsTo('STANOK')).toBe('станок');
    expect(parseBelongsTo('zip')).toBe('ЗИП');
    expect(parseBelongsTo('зип')).toBe('ЗИП');
    expect(parseBelongsTo('other')).toBe('другое');
  });

  it('rejects anything else', () => {
    expect(parseBelongsTo('пушка')).toBeUndefined();
    expect(BelongsToInput.safeParse('пушка').success).toBe(false);
    expect(BelongsToInput.safeParse(12).success).toBe(false);
  });
});

describe('paging', () => {
  it('defaults to the first page of 20', () => {
    expect(PageQuery.parse({})).toEqual({ page: 0, size: 20 });
  });

  it('rejects negative pages and sizes past 250 instead of clamping', () => {
    expect(PageQuery.safeParse({ page: '-1' }).success).toBe(false);
    expect(PageQuery.safeParse({ size: '251' }).success).toBe(false);
    expect(PageQuery.safeParse({ size: 'ten' }).success).toBe(false);
  });

  it('parses sort as field and direction, only for allowed fields', () => {
    const sort = sortParam(['id', 'year'], 'id,desc');
    expect(sort.parse(undefined)).toEqual({ field: 'id', dir: 'desc' });
    expect(sort.parse('year,asc')).toEqual({ field: 'year', dir: 'asc' });
    expect(sort.safeParse('name,asc').success).toBe(false);
    expect(sort.safeParse('year;drop table').success).toBe(false);
  });
});

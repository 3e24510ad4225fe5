import { describe, expect, it } from 'vitest';
import { diffFields, itemFields, type Lookups } from '../../../lib/item-fields';
import { cutDescription, parsePayload } from './describe-payload';

const lookups: Lookups = {
  manufacturers: new Map([[1, { name: 'ТОЗ' }]]),
  types: new Map([[3, { name: 'Щит' }]]),
  subtypes: new Map(),
  stamps: new Map([[7, { name: 'Орёл' }]]),
};

describe('describe-payload', () => {
  it('parses a JSON object and refuses anything else', () => {
    expect(parsePayload('{"name":"А"}')).toEqual({ name: 'А' });
    expect(parsePayload('{oops')).toBeNull();
    expect(parsePayload('[1]')).toBeNull();
  });

  it('cuts the description text to 80 characters', () => {
    expect(cutDescription(`<p>${'а'.repeat(100)}</p>`)).toBe(`${'а'.repeat(80)}…`);
    expect(cutDescription('<p>коротко</p>')).toBe('коротко');
  });

  it('diffs field by field, comparing references by id and showing names', () => {
    const current = itemFields(
      'DETAIL',
      {
        name: 'Щит',
        year: 1910,
        type: { id: 3, name: 'Щит' },
        manufacturer: { id: 1, name: 'ТОЗ' },
        stamps: [{ id: 7, name: 'Орёл' }],
        photos: [],
      },
      lookups,
    );
    const proposed = itemFields(
      'DETAIL',
      { name: 'Щит', year: 1915, type: { id: 3 }, manufacturer: null, stamps: [{ id: 7 }], photos: [{ id: 4 }] },
      lookups,
    );
    expect(diffFields(current, proposed)).toEqual([
      { field: 'year', before: { label: '1910' }, after: { label: '1915' } },
      { field: 'manufacturer', before: { label: 'ТОЗ' }, after: { label: '' } },
      { field: 'photos', before: { label: '' }, after: { label: '№ 4' } },
    ]);
  });
});

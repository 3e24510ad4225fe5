import { describe, expect, it } from 'vitest';
import { CollectionItemWrite, PRIVATE_FIELD_KEYS, WantedWrite } from './collection';

describe('CollectionItemWrite', () => {
  it('reads the private fields as the owner typed them: money to the kopeck, the currency upper-cased, empty as none', () => {
    const parsed = CollectionItemWrite.parse({
      kind: 'product',
      name: '  Максим  ',
      price: 1234.567,
      insuredValue: 0,
      currency: 'eur',
      acquiredOn: '',
      acquiredFrom: '',
      notes: 'строка\r\n\r\n\r\n\r\nещё',
    });
    expect(parsed).toMatchObject({
      name: 'Максим',
      price: 1234.57,
      insuredValue: 0,
      currency: 'EUR',
      acquiredOn: null,
      acquiredFrom: null,
    });
    expect(parsed.notes).toBe('строка\n\nещё');
    expect(parsed).toMatchObject({ keptAt: null, partOf: null, stamps: [], type: null });
  });

  it('takes every private field, and nothing the catalogue calls otherwise', () => {
    const shape = Object.keys(CollectionItemWrite.shape);
    expect(shape).toEqual(expect.arrayContaining([...PRIVATE_FIELD_KEYS, 'kind', 'partOf', 'markings', 'numberPlace', 'nameEn']));
    expect(shape).not.toContain('photos');
    expect(shape).not.toContain('product');
  });

  it('asks a gun for its name and a part for its type, and gives a gun no type', () => {
    const paths = (value: unknown) => (CollectionItemWrite.safeParse(value).error?.issues ?? []).map((issue) => issue.path.join('.'));
    expect(paths({ kind: 'product' })).toEqual(['name']);
    expect(paths({ kind: 'detail' })).toEqual(['type']);
    expect(paths({ kind: 'product', name: 'x', subtype: { id: 1 } })).toEqual(['type']);
    expect(paths({ kind: 'detail', type: { id: 1 }, partOf: { kind: 'collection', id: 3 } })).toEqual([]);
  });
});

describe('WantedWrite', () => {
  it('needs a number, trimmed, not blanks', () => {
    expect(WantedWrite.parse({ kind: 'detail', number: ' № 21105 ' })).toEqual({ kind: 'detail', number: '№ 21105', note: null });
    expect(WantedWrite.safeParse({ kind: 'detail', number: '   ' }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { buildCollectionItem } from '../test/fixtures';
import { emptyItem, itemPayload, itemValues } from './item-form';

describe('a record’s form values and the body they make', () => {
  it('sends every field, empty ones as null, and keeps what the form does not show', () => {
    const saved = buildCollectionItem({
      kind: 'detail',
      type: { id: 3, name: 'Замок', nameEn: null },
      partOf: { kind: 'product', id: 12, name: 'Максим' },
      source: 'Аукцион',
      stamps: [{ id: 4, name: 'Орёл', nameEn: null }],
      price: 1500.5,
    });
    const body = itemPayload({ ...itemValues(saved), notes: '  ', insuredValue: '2 000,25' });
    expect(body).toMatchObject({
      kind: 'detail',
      type: { id: 3 },
      partOf: { kind: 'product', id: 12 },
      source: 'Аукцион',
      stamps: [{ id: 4 }],
      price: 1500.5,
      insuredValue: 2000.25,
      notes: null,
      acquiredOn: null,
      condition: null,
    });
  });

  it('sends no type, subtype or gun for a gun, whatever the form held while it was a part', () => {
    const values = { ...emptyItem('detail'), type: { id: 3, name: 'Замок' }, partOf: { kind: 'collection' as const, id: 7, name: null } };
    expect(itemPayload({ ...values, kind: 'product', name: 'Максим' })).toMatchObject({
      kind: 'product',
      type: null,
      subtype: null,
      partOf: null,
    });
  });
});

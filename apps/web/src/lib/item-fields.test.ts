import { describe, expect, it } from 'vitest';
import { changedFields, type Lookups, snapshotFields } from './item-fields';

const lookups: Lookups = {
  manufacturers: new Map([[1, 'ТОЗ']]),
  types: new Map([[3, 'Щит']]),
  subtypes: new Map(),
  stamps: new Map([[7, 'Орёл']]),
};

describe('snapshotFields and changedFields', () => {
  it('reads a product row (ids of references) and names what it can', () => {
    const before = snapshotFields('PRODUCT', { name: 'Пулемёт', manufacturerId: null, photoIds: [1], year: 1910 }, lookups);
    const after = snapshotFields('PRODUCT', { name: 'Пулемёт Максима', manufacturerId: 1, photoIds: [1, 2], year: 1910 }, lookups);
    expect(changedFields(before, after)).toEqual([
      { field: 'name', before: 'Пулемёт', after: 'Пулемёт Максима' },
      { field: 'manufacturer', before: '', after: 'ТОЗ' },
      { field: 'photos', before: '№1', after: '№1, №2' },
    ]);
  });

  it('lists every filled field of a creation and of a deletion', () => {
    const detail = snapshotFields('DETAIL', { name: null, typeId: 3, stampIds: [7], description: '<p>Щит <b>тип 2</b></p>' }, lookups);
    expect(changedFields({}, detail)).toEqual([
      { field: 'description', before: '', after: 'Щит тип 2' },
      { field: 'type', before: '', after: 'Щит' },
      { field: 'stamps', before: '', after: 'Орёл' },
    ]);
    expect(changedFields(detail, snapshotFields('DETAIL', null, lookups)).map((row) => row.field)).toEqual([
      'description',
      'type',
      'stamps',
    ]);
  });

  it('compares a manufacturer by its own texts', () => {
    const before = snapshotFields('MANUFACTURER', { name: 'ТОЗ', country: 'Россия', url: null }, lookups);
    const after = snapshotFields('MANUFACTURER', { name: 'ТОЗ', country: 'СССР', url: 'https://toz.example' }, lookups);
    expect(changedFields(before, after)).toEqual([
      { field: 'country', before: 'Россия', after: 'СССР' },
      { field: 'url', before: '', after: 'https://toz.example' },
    ]);
  });
});

import { ITEM_FIELDS } from '@museum/contract';
import { describe, expect, it } from 'vitest';
import { ru } from '../messages/ru';
import { buildFilledDetail, buildFilledProduct } from '../test/factories';
import { changedFields, itemFields, type Lookups, snapshotFields, storedKeys } from './item-fields';

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
      { field: 'photos', before: '№ 1', after: '№ 1, № 2' },
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

describe.each([
  { entity: 'PRODUCT' as const, item: buildFilledProduct() },
  { entity: 'DETAIL' as const, item: buildFilledDetail() },
])('every described field of a $entity (ADR 052)', ({ entity, item }) => {
  const described = Object.keys(ITEM_FIELDS[entity]);

  it('is in the moderation diff with its value and its Russian name', () => {
    const fields = itemFields(entity, item, lookups);
    expect(Object.keys(fields)).toEqual(described);
    for (const key of described) {
      expect(fields[key]?.label, key).toMatch(/\S/);
      expect(ru.moderation.fields[key as keyof typeof ru.moderation.fields], key).toMatch(/\S/);
    }
  });

  it('is in the history, read from its stored key', () => {
    const row: Record<string, unknown> = {};
    for (const field of Object.values(ITEM_FIELDS[entity]))
      row[field.stored] = field.kind === 'refList' ? [7] : field.kind === 'ref' ? 1 : 'x';
    expect(storedKeys(entity)).toEqual(new Set(Object.keys(row)));
    expect(changedFields({}, snapshotFields(entity, row, lookups)).map((change) => change.field)).toEqual(described);
  });
});

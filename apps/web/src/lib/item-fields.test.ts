import { ITEM_FIELDS } from '@museum/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { ru } from '../messages/ru';
import { buildFilledDetail, buildFilledProduct } from '../test/factories';
import { changedFields, itemFields, type Lookups, snapshotFields, storedKeys } from './item-fields';
import { setActiveLocale } from './locale/active-locale';

const lookups: Lookups = {
  manufacturers: new Map([[1, { name: 'ТОЗ' }]]),
  types: new Map([[3, { name: 'Щит' }]]),
  subtypes: new Map(),
  stamps: new Map([[7, { name: 'Орёл' }]]),
};

describe('snapshotFields and changedFields', () => {
  it('reads a product row (ids of references) and names what it can', () => {
    const before = snapshotFields('PRODUCT', { name: 'Пулемёт', manufacturerId: null, photoIds: [1], year: 1910 }, lookups);
    const after = snapshotFields('PRODUCT', { name: 'Пулемёт Максима', manufacturerId: 1, photoIds: [1, 2], year: 1910 }, lookups);
    expect(changedFields(before, after)).toEqual([
      { field: 'name', before: { label: 'Пулемёт' }, after: { label: 'Пулемёт Максима' } },
      { field: 'manufacturer', before: { label: '' }, after: { label: 'ТОЗ' } },
      { field: 'photos', before: { label: '№ 1' }, after: { label: '№ 1, № 2' } },
    ]);
  });

  it('lists every filled field of a creation and of a deletion', () => {
    const detail = snapshotFields('DETAIL', { name: null, typeId: 3, stampIds: [7], description: '<p>Щит <b>тип 2</b></p>' }, lookups);
    expect(changedFields({}, detail)).toEqual([
      { field: 'description', before: { label: '' }, after: { label: 'Щит тип 2' } },
      { field: 'type', before: { label: '' }, after: { label: 'Щит' } },
      { field: 'stamps', before: { label: '' }, after: { label: 'Орёл' } },
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
      { field: 'country', before: { label: 'Россия' }, after: { label: 'СССР' } },
      { field: 'url', before: { label: '', translate: 'no' }, after: { label: 'https://toz.example', translate: 'no' } },
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

describe('on an English page (issue 52)', () => {
  afterEach(() => setActiveLocale('ru'));
  const named: Lookups = { ...lookups, types: new Map([[3, { name: 'Щит', nameEn: 'Shield' }]]) };

  it('names a choice and a purpose in English, shows English names where they exist and marks the rest in its language', () => {
    setActiveLocale('en');
    const fields = itemFields(
      'DETAIL',
      {
        name: 'Щит ранний',
        nameEn: 'Early shield',
        condition: 'хорошее',
        belongsTo: 'станок',
        markings: 'ТОЗ 1915',
        type: { id: 3 },
        manufacturer: { id: 1 },
        stamps: [{ id: 7 }],
        year: 1915,
      },
      named,
    );
    expect(fields).toMatchObject({
      name: { label: 'Щит ранний', lang: 'ru' },
      nameEn: { label: 'Early shield', lang: 'en' },
      condition: { key: 'хорошее', label: 'good' },
      belongsTo: { key: 'станок', label: 'mount' },
      markings: { label: 'ТОЗ 1915', lang: 'ru' },
      type: { key: '3', label: 'Shield', lang: 'en' },
      manufacturer: { label: 'ТОЗ', lang: 'ru' },
      stamps: { label: 'Орёл', lang: 'ru' },
    });
    expect(fields.condition?.lang).toBeUndefined();
    expect(fields.year?.lang).toBeUndefined();
    const after = itemFields('DETAIL', { name: 'Щит поздний', condition: 'плохое' }, named);
    expect(changedFields(fields, after)).toContainEqual({
      field: 'name',
      before: { label: 'Щит ранний', lang: 'ru' },
      after: { label: 'Щит поздний', lang: 'ru' },
    });
  });

  it('marks each name of a list in its own language when they differ, the whole list when they do not', () => {
    setActiveLocale('en');
    const stamps: Lookups = {
      ...lookups,
      stamps: new Map([
        [7, { name: 'Орёл', nameEn: 'Eagle' }],
        [8, { name: 'Звезда' }],
        [9, { name: 'Круг' }],
      ]),
    };
    expect(itemFields('DETAIL', { stamps: [{ id: 7 }, { id: 8 }] }, stamps).stamps).toEqual({
      key: '7,8',
      label: 'Eagle, Звезда',
      parts: [
        { text: 'Eagle', lang: 'en' },
        { text: 'Звезда', lang: 'ru' },
      ],
    });
    expect(itemFields('DETAIL', { stamps: [{ id: 8 }, { id: 9 }] }, stamps).stamps).toEqual({
      key: '8,9',
      label: 'Звезда, Круг',
      lang: 'ru',
    });
  });

  it('marks nothing on a Russian page but the English fields', () => {
    const fields = itemFields('DETAIL', { name: 'Щит', nameEn: 'Shield', condition: 'хорошее' }, lookups);
    expect(fields).toMatchObject({ name: { lang: undefined }, nameEn: { lang: 'en' }, condition: { label: 'хорошее' } });
  });
});

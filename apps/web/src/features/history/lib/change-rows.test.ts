import { ITEM_FIELDS } from '@museum/contract';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lookups } from '../../../lib/item-fields';
import { setActiveLocale } from '../../../lib/locale/active-locale';
import { changeRows, fieldLabel } from './change-rows';

const lookups: Lookups = {
  manufacturers: new Map([[1, 'ТОЗ']]),
  types: new Map([[3, 'Щит']]),
  subtypes: new Map(),
  stamps: new Map([[7, 'Орёл']]),
};

afterEach(() => setActiveLocale('ru'));

describe('changeRows', () => {
  it('names fields in English on an English page, request fields (a maker’s country) too', () => {
    setActiveLocale('en');
    expect(fieldLabel('country')).toBe('Country');
    expect(fieldLabel('parent')).toBe('Part of');
    expect(fieldLabel('manufacturer')).toBe('Maker');
  });

  it('names the references of a detail as the moderation diff does', () => {
    expect(
      changeRows(
        'DETAIL',
        [
          { field: 'typeId', before: null, after: 3 },
          { field: 'stampIds', before: [], after: [7] },
          { field: 'productId', before: 4, after: null },
        ],
        lookups,
      ),
    ).toEqual([
      { field: 'type', before: '', after: 'Щит' },
      { field: 'product', before: '№ 4', after: '' },
      { field: 'stamps', before: '', after: 'Орёл' },
    ]);
  });

  it('shows fields it does not know (a photo credit) as plain values, and the manufacturer texts', () => {
    expect(changeRows('PRODUCT', [{ field: 'credit', before: null, after: 'И. Петров' }], lookups)).toEqual([
      { field: 'credit', before: '', after: 'И. Петров' },
    ]);
    expect(changeRows('MANUFACTURER', [{ field: 'country', before: 'Россия', after: 'СССР' }], lookups)).toEqual([
      { field: 'country', before: 'Россия', after: 'СССР' },
    ]);
    expect(fieldLabel('country')).toBe('Страна');
    expect(fieldLabel('parent')).toBe('Входит в изделие');
  });
});

describe.each(['PRODUCT', 'DETAIL'] as const)('every described field of a %s (ADR 052)', (entity) => {
  it('is a history row under its own Russian name, read through the diff', () => {
    const fields = Object.entries(ITEM_FIELDS[entity]);
    const changes = fields.map(([, field]) => ({
      field: field.stored,
      before: null,
      after: field.kind === 'refList' ? [7] : field.kind === 'ref' ? 1 : 'x',
    }));
    const rows = changeRows(entity, changes, lookups);
    expect(rows.map((row) => row.field)).toEqual(fields.map(([key]) => key));
    for (const row of rows) expect(fieldLabel(row.field), row.field).not.toBe(row.field);
  });
});

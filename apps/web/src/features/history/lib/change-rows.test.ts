import { FIELD_LABELS, ITEM_FIELDS } from '@museum/contract';
import { PSEUDO_LETTERS, pseudoCatalogue } from '@museum/test-kit/pseudo-locale';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lookups } from '../../../lib/item-fields';
import { replaceCatalogue } from '../../../lib/locale';
import { setActiveLocale } from '../../../lib/locale/active-locale';
import { en } from '../../../messages/en';
import { ru } from '../../../messages/ru';
import { changeRows, fieldLabel } from './change-rows';

const lookups: Lookups = {
  manufacturers: new Map([[1, { name: 'ТОЗ' }]]),
  types: new Map([[3, { name: 'Щит' }]]),
  subtypes: new Map(),
  stamps: new Map([[7, { name: 'Орёл' }]]),
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
      { field: 'type', before: { label: '' }, after: { label: 'Щит' } },
      { field: 'product', before: { label: '№ 4' }, after: { label: '' } },
      { field: 'stamps', before: { label: '' }, after: { label: 'Орёл' } },
    ]);
  });

  it('shows fields it does not know (a photo credit) as plain values, and the manufacturer texts', () => {
    expect(changeRows('PRODUCT', [{ field: 'credit', before: null, after: 'И. Петров' }], lookups)).toEqual([
      { field: 'credit', before: { label: '' }, after: { label: 'И. Петров' } },
    ]);
    expect(changeRows('MANUFACTURER', [{ field: 'country', before: 'Россия', after: 'СССР' }], lookups)).toEqual([
      { field: 'country', before: { label: 'Россия' }, after: { label: 'СССР' } },
    ]);
    expect(fieldLabel('country')).toBe('Страна');
    expect(fieldLabel('parent')).toBe('Входит в изделие');
  });
});

// Issue 52: every field name comes through the page's catalogue, so a language's folder names them all;
// in the pseudo-locale (put in English's place) none falls back to a text that skipped the catalogue.
describe('field names in the pseudo-locale', () => {
  afterEach(() => replaceCatalogue('en', en));

  it('names every field the history can show from the catalogue', () => {
    replaceCatalogue('en', pseudoCatalogue(en));
    setActiveLocale('en');
    const keys = [...Object.keys(FIELD_LABELS), ...Object.keys(ru.moderation.fields), ...Object.keys(ru.research.history.fields)];
    const pseudo = new RegExp(`[${PSEUDO_LETTERS}]`, 'u');
    expect(keys.filter((key) => !pseudo.test(fieldLabel(key)))).toEqual([]);
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

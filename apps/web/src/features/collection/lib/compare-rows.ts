import { type Locale, nameIn } from '@museum/contract';
import { serialKeyOf } from '@museum/contract/dating';
import type { Specimen } from './specimen';

/** The lines the comparison aligns, in the item pages' order. */
export const COMPARED_FIELDS = [
  'kind',
  'name',
  'number',
  'year',
  'belongsTo',
  'manufacturer',
  'type',
  'subtype',
  'gun',
  'condition',
  'markings',
  'provenance',
  'numberPlace',
  'stamps',
  'photos',
] as const;
export type ComparedField = (typeof COMPARED_FIELDS)[number];

/** One line of the comparison: each side's value as written (null: none) and whether they differ. */
export interface CompareRow {
  field: ComparedField;
  a: string | null;
  b: string | null;
  differs: boolean;
}

/** How the page's language names what the catalogue stores as words (kinds, purposes, conditions). */
export interface CompareNames {
  kind: (kind: Specimen['kind']) => string;
  purpose: (belongsTo: string) => string;
  condition: (condition: string) => string;
  photos: (count: number) => string;
}

/** A specimen's value of a compared field, as the page shows it. */
function shownValue(specimen: Specimen, field: ComparedField, locale: Locale, names: CompareNames): string | null {
  const named = (ref: { name: string; nameEn?: string | null } | null) => (ref ? nameIn(locale, ref) : null);
  switch (field) {
    case 'kind':
      return names.kind(specimen.kind);
    case 'name':
      return specimen.name;
    case 'number':
      return specimen.number;
    case 'year':
      return specimen.year === null ? null : String(specimen.year);
    case 'belongsTo':
      return specimen.belongsTo && names.purpose(specimen.belongsTo);
    case 'manufacturer':
    case 'type':
    case 'subtype':
      return named(specimen[field]);
    case 'gun':
      return specimen.gun?.name ?? null;
    case 'condition':
      return specimen.recorded.condition && names.condition(specimen.recorded.condition);
    case 'markings':
    case 'provenance':
    case 'numberPlace':
      return specimen.recorded[field];
    case 'stamps':
      return specimen.stamps.length ? specimen.stamps.map((stamp) => nameIn(locale, stamp)).join(', ') : null;
    case 'photos':
      return specimen.photos.length ? names.photos(specimen.photos.length) : null;
  }
}

/** What two values are compared by: numbers under the number rule (ADR 078), stamps as a set, the rest by their words. */
function keyOf(field: ComparedField, specimen: Specimen, value: string | null): string {
  if (value === null) return '';
  if (field === 'number') return serialKeyOf(value);
  if (field === 'stamps')
    return specimen.stamps
      .map((stamp) => stamp.id)
      .sort((x, y) => x - y)
      .join(',');
  return value.replace(/\s+/g, ' ').trim().toLocaleLowerCase();
}

/** The two specimens line by line; a line both leave empty is left out. */
export function compareRows(a: Specimen, b: Specimen, locale: Locale, names: CompareNames): CompareRow[] {
  return COMPARED_FIELDS.flatMap((field) => {
    const left = shownValue(a, field, locale, names);
    const right = shownValue(b, field, locale, names);
    if (left === null && right === null) return [];
    return [{ field, a: left, b: right, differs: keyOf(field, a, left) !== keyOf(field, b, right) }];
  });
}

import { type Locale, STAMP_KIND_LABELS, STAMP_KINDS, type StampKind, stampYearsText } from '@museum/contract';
import type { Lookups } from '../../../lib/item-fields';
import { stripMarkup } from '../../../lib/strip-markup';

/** A stamp's fields as the queue compares them: each as the text a moderator reads. */
export type StampFields = Readonly<Record<'name' | 'kind' | 'manufacturer' | 'years' | 'photos' | 'description', string>>;

const isKind = (value: unknown): value is StampKind => STAMP_KINDS.includes(value as StampKind);
const yearOf = (value: unknown) => (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value)) ? Number(value) : null);
const idOf = (value: unknown) =>
  value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number' ? (value as { id: number }).id : null;

/**
 * The fields of a stamp's write (a proposal's payload, or the stamp as it is now put in the same
 * shape): the kind by its name, the maker by its name, the years as the pages write them, the
 * photos by number in order, the meaning as plain text.
 */
export function stampFields(source: Record<string, unknown>, lookups: Lookups, locale: Locale): StampFields {
  const makerId = idOf(source.manufacturer);
  const photos = Array.isArray(source.photos) ? source.photos.map(idOf).filter((id): id is number => id !== null) : [];
  return {
    name: typeof source.name === 'string' ? source.name.trim() : '',
    kind: STAMP_KIND_LABELS[locale][isKind(source.kind) ? source.kind : 'OTHER'],
    manufacturer: makerId === null ? '' : (lookups.manufacturers.get(makerId) ?? `#${makerId}`),
    years: stampYearsText(locale, yearOf(source.yearFrom), yearOf(source.yearTo)) ?? '',
    photos: photos.map((id) => `#${id}`).join(', '),
    description: stripMarkup(typeof source.description === 'string' ? source.description : '').trim(),
  };
}

/** The fields that a proposal changes: name, current text and proposed text. */
export const changedStampFields = (current: StampFields, proposed: StampFields) =>
  (Object.keys(proposed) as (keyof StampFields)[])
    .filter((field) => current[field] !== proposed[field])
    .map((field) => ({ field, before: current[field], after: proposed[field] }));

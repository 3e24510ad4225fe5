import { type Locale, STAMP_KINDS, type StampKind, stampYearsText } from '@museum/contract';
import { asEntered, shownName } from '../../../lib/item-english';
import type { FieldValue, Lookups } from '../../../lib/item-fields';
import { catalogueOf } from '../../../lib/locale';
import { stripMarkup } from '../../../lib/strip-markup';

type StampField = 'name' | 'kind' | 'manufacturer' | 'years' | 'photos' | 'description';
/** A stamp's fields as the queue compares them: each as the text a moderator reads, content marked in its language. */
export type StampFields = Readonly<Record<StampField, FieldValue>>;
/** The names of a stamp's fields. */
export type StampLabels = Readonly<Record<StampField, string>>;

/** A value shown in the page's language (or without letters): compared by its text, not marked. */
const shown = (label: string): FieldValue => ({ key: label, label });
/** Text as entered, marked Russian on pages in another language. */
const entered = (locale: Locale, text: string): FieldValue => ({ key: text, label: text, lang: asEntered(locale, text).lang });

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
  const maker = makerId === null ? undefined : lookups.manufacturers.get(makerId);
  const photos = Array.isArray(source.photos) ? source.photos.map(idOf).filter((id): id is number => id !== null) : [];
  const makerName = maker && shownName(locale, maker);
  return {
    name: entered(locale, typeof source.name === 'string' ? source.name.trim() : ''),
    kind: shown(catalogueOf(locale).stamps.kindLabel(isKind(source.kind) ? source.kind : 'OTHER')),
    manufacturer: makerName
      ? { key: String(makerId), label: makerName.text, lang: makerName.lang }
      : shown(makerId === null ? '' : `#${makerId}`),
    years: shown(stampYearsText(locale, yearOf(source.yearFrom), yearOf(source.yearTo)) ?? ''),
    photos: shown(photos.map((id) => `#${id}`).join(', ')),
    description: entered(locale, stripMarkup(typeof source.description === 'string' ? source.description : '').trim()),
  };
}

/** The fields that a proposal changes: name, current text and proposed text, each with its language. */
export const changedStampFields = (current: StampFields, proposed: StampFields) =>
  (Object.keys(proposed) as StampField[])
    .filter((field) => current[field].key !== proposed[field].key)
    .map((field) => ({ field, before: current[field], after: proposed[field] }));

import { ENGLISH_KEYS, type FieldDescription, ITEM_FIELDS, type ItemFieldKey, TRANSLATED_LOCALE } from '@museum/contract';
import type { FieldDiffRow } from '../components/ui/field-diff-table';
import { type MarkedValue, markedList } from '../components/ui/marked-text';
import { asEntered, type Named, shownName } from './item-english';
import { activeConditionName, activeLocale, activeMessages } from './locale';
import { stripMarkup } from './strip-markup';

/** Referenced manufacturers, types, subtypes and stamps by id, for records that carry only ids. */
export type Lookups = {
  manufacturers: Map<number, Named>;
  types: Map<number, Named>;
  subtypes: Map<number, Named>;
  stamps: Map<number, Named>;
};
/**
 * A field's value as the diff compares it (`key`) and shows it (`label`), marked (issue 52):
 * catalogue content in its own language (`ru` as entered on pages in another language, `en` for the
 * English fields and names), a list of references each name in its own (`parts`), a web address
 * `translate="no"`, a choice or a purpose not at all (named in the page's language).
 */
export type FieldValue = MarkedValue & { key: string };
export type Fields = Record<string, FieldValue>;

type Ref = { id?: unknown; name?: unknown; nameEn?: unknown };
const asRef = (value: unknown): Ref | null => (typeof value === 'object' && value !== null ? (value as Ref) : null);
const trimmed = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());
const text = (value: unknown): FieldValue => {
  const s = trimmed(value);
  return { key: s, label: s };
};
/** Text as entered (Russian), or in English for the English fields, marked so. */
const content = (value: string, english: boolean): FieldValue => ({
  key: value,
  label: value,
  lang: english ? TRANSLATED_LOCALE : asEntered(activeLocale(), value).lang,
});

function reference(value: unknown, names?: Map<number, Named>): FieldValue {
  const ref = asRef(value);
  if (!ref || typeof ref.id !== 'number') return { key: '', label: '' };
  const named =
    typeof ref.name === 'string' ? { name: ref.name, nameEn: typeof ref.nameEn === 'string' ? ref.nameEn : null } : names?.get(ref.id);
  if (!named) return { key: String(ref.id), label: activeMessages().numbered(ref.id) };
  const shown = shownName(activeLocale(), named);
  return { key: String(ref.id), label: shown.text, lang: shown.lang };
}

/** A list's names joined: marked in their language when they share one, else each in its own (some English, some as entered). */
function references(value: unknown, names?: Map<number, Named>): FieldValue {
  const list = Array.isArray(value) ? value.map((item) => reference(item, names)).filter((item) => item.key) : [];
  return {
    key: list
      .map((item) => item.key)
      .sort()
      .join(','),
    ...markedList(list.map((item) => ({ text: item.label, lang: item.lang }))),
  };
}

/** What the fields are read from: a loaded item (references with names) or a payload (references as ids). */
export type ItemSource = { readonly [K in ItemFieldKey]?: unknown } & Readonly<Record<string, unknown>>;

/** A purpose as the page's catalogue names it (so the pseudo-locale wraps it too); an unknown value as stored. */
const activePurposeName = (purpose: string): string =>
  (activeMessages().addEdit.belongsTo as Readonly<Record<string, string>>)[purpose] ?? purpose;

const isEnglish = (key: string) => (ENGLISH_KEYS as readonly string[]).includes(key);

/** A field's value as the diff compares (key) and shows (label) it, by the field's kind. */
function fieldValue(key: string, field: FieldDescription, value: unknown, lookups: Lookups): FieldValue {
  const names = field.refers && field.refers in lookups ? lookups[field.refers as keyof Lookups] : undefined;
  switch (field.kind) {
    case 'ref':
      return reference(value, names);
    case 'refList':
      return references(value, names);
    case 'richText':
      return content(stripMarkup(typeof value === 'string' ? value : ''), isEnglish(key));
    case 'choice':
      return { key: trimmed(value), label: trimmed(value) && activeConditionName(trimmed(value)) };
    case 'belongsTo':
      return { key: trimmed(value), label: trimmed(value) && activePurposeName(trimmed(value)) };
    case 'year':
      return text(value);
    default:
      return content(trimmed(value), isEnglish(key));
  }
}

/**
 * The comparable fields of a product or detail, from a payload (references as ids) or a loaded
 * item (references with names): a key to compare and a label to show. Every described field
 * (ADR 052) shown in the moderation diff, or in the history with `shownIn: 'history'`.
 */
export function itemFields(
  entityType: 'PRODUCT' | 'DETAIL',
  source: ItemSource,
  lookups: Lookups,
  shownIn: 'diff' | 'history' = 'diff',
): Fields {
  const fields: Fields = {};
  for (const [key, field] of Object.entries<FieldDescription>(ITEM_FIELDS[entityType])) {
    if (field[shownIn]) fields[key] = fieldValue(key, field, source[key] ?? (field.alias ? source[field.alias] : undefined), lookups);
  }
  return fields;
}

/** A changed field: its name, and its value before and after, each marked as shown. */
export type ChangedField = FieldDiffRow;

/** A value as shown, without the key it is compared by. */
const shownValue = (value: FieldValue | undefined): MarkedValue =>
  value ? { label: value.label, lang: value.lang, translate: value.translate, parts: value.parts } : { label: '' };

const changed = (field: string, before: FieldValue | undefined, after: FieldValue | undefined): ChangedField => ({
  field,
  before: shownValue(before),
  after: shownValue(after),
});

/** The fields whose value differs between the current item and the proposal. */
export function diffFields(current: Fields, proposed: Fields): ChangedField[] {
  return Object.keys(proposed)
    .filter((field) => (current[field]?.key ?? '') !== proposed[field]?.key)
    .map((field) => changed(field, current[field], proposed[field]));
}

/** The comparable fields of a manufacturer (its own texts as entered; no references; its address no language's). */
export function manufacturerFields(source: Record<string, unknown>): Fields {
  return {
    name: content(trimmed(source.name), false),
    shortName: content(trimmed(source.shortName), false),
    country: content(trimmed(source.country), false),
    period: content(trimmed(source.period), false),
    url: { ...text(source.url), translate: 'no' },
    description: content(stripMarkup(typeof source.description === 'string' ? source.description : ''), false),
  };
}

const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const idRef = (id: unknown) => (typeof id === 'number' ? { id } : null);
const idRefs = (ids: unknown) => (Array.isArray(ids) ? ids.map(idRef).filter(Boolean) : []);

/** The stored row keys of an item's fields: the history's field names (`manufacturerId`, `photoIds`…). */
export function storedKeys(entityType: 'PRODUCT' | 'DETAIL'): Set<string> {
  return new Set(Object.values<FieldDescription>(ITEM_FIELDS[entityType]).map((field) => field.stored));
}

/**
 * The fields of a stored revision snapshot (a database row: references as `manufacturerId`,
 * `photoIds`…), in the shape the diff compares; an absent snapshot has no fields.
 */
export function snapshotFields(entityType: 'PRODUCT' | 'DETAIL' | 'MANUFACTURER', snapshot: unknown, lookups: Lookups): Fields {
  if (snapshot === null || snapshot === undefined) return {};
  const row = asObject(snapshot);
  if (entityType === 'MANUFACTURER') return manufacturerFields(row);
  const source: Record<string, unknown> = {};
  for (const [key, field] of Object.entries<FieldDescription>(ITEM_FIELDS[entityType])) {
    const value = row[field.stored];
    source[key] = field.kind === 'ref' ? idRef(value) : field.kind === 'refList' ? idRefs(value) : value;
  }
  return itemFields(entityType, source, lookups, 'history');
}
/** Every field whose value differs between two versions, in the order the later (or else the earlier) lists them. */
export function changedFields(before: Fields, after: Fields): ChangedField[] {
  const names = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return names
    .filter((field) => (before[field]?.key ?? '') !== (after[field]?.key ?? ''))
    .map((field) => changed(field, before[field], after[field]));
}

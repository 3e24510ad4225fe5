import { type FieldDescription, ITEM_FIELDS, type ItemFieldKey } from '@museum/contract';
import { activeMessages } from './locale';
import { stripMarkup } from './strip-markup';

/** Names of referenced manufacturers, types, subtypes and stamps, for records that carry only ids. */
export type Lookups = {
  manufacturers: Map<number, string>;
  types: Map<number, string>;
  subtypes: Map<number, string>;
  stamps: Map<number, string>;
};
export type FieldValue = { key: string; label: string };
export type Fields = Record<string, FieldValue>;

type Ref = { id?: unknown; name?: unknown };
const asRef = (value: unknown): Ref | null => (typeof value === 'object' && value !== null ? (value as Ref) : null);
const text = (value: unknown): FieldValue => {
  const s = value === null || value === undefined ? '' : String(value).trim();
  return { key: s, label: s };
};

function reference(value: unknown, names?: Map<number, string>): FieldValue {
  const ref = asRef(value);
  if (!ref || typeof ref.id !== 'number') return { key: '', label: '' };
  const name = typeof ref.name === 'string' ? ref.name : names?.get(ref.id);
  return { key: String(ref.id), label: name ?? activeMessages().numbered(ref.id) };
}

function references(value: unknown, names?: Map<number, string>): FieldValue {
  const list = Array.isArray(value) ? value.map((item) => reference(item, names)).filter((item) => item.key) : [];
  return {
    key: list
      .map((item) => item.key)
      .sort()
      .join(','),
    label: list.map((item) => item.label).join(', '),
  };
}

/** What the fields are read from: a loaded item (references with names) or a payload (references as ids). */
export type ItemSource = { readonly [K in ItemFieldKey]?: unknown } & Readonly<Record<string, unknown>>;

/** A field's value as the diff compares (key) and shows (label) it, by the field's kind. */
function fieldValue(field: FieldDescription, value: unknown, lookups: Lookups): FieldValue {
  const names = field.refers && field.refers in lookups ? lookups[field.refers as keyof Lookups] : undefined;
  switch (field.kind) {
    case 'ref':
      return reference(value, names);
    case 'refList':
      return references(value, names);
    case 'richText': {
      const plain = stripMarkup(typeof value === 'string' ? value : '');
      return { key: plain, label: plain };
    }
    default:
      return text(value);
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
    if (field[shownIn]) fields[key] = fieldValue(field, source[key] ?? (field.alias ? source[field.alias] : undefined), lookups);
  }
  return fields;
}

/** The fields whose value differs between the current item and the proposal. */
export function diffFields(current: Fields, proposed: Fields): { field: string; current: string; proposed: string }[] {
  return Object.keys(proposed)
    .filter((field) => (current[field]?.key ?? '') !== proposed[field]?.key)
    .map((field) => ({ field, current: current[field]?.label ?? '', proposed: proposed[field]?.label ?? '' }));
}

/** The comparable fields of a manufacturer (its own texts; no references). */
export function manufacturerFields(source: Record<string, unknown>): Fields {
  const description = stripMarkup(typeof source.description === 'string' ? source.description : '');
  return {
    name: text(source.name),
    shortName: text(source.shortName),
    country: text(source.country),
    period: text(source.period),
    url: text(source.url),
    description: { key: description, label: description },
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
export function changedFields(before: Fields, after: Fields): { field: string; before: string; after: string }[] {
  const names = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return names
    .filter((field) => (before[field]?.key ?? '') !== (after[field]?.key ?? ''))
    .map((field) => ({ field, before: before[field]?.label ?? '', after: after[field]?.label ?? '' }));
}

import { stripMarkup } from '../../../lib/strip-markup';

export type Lookups = {
  manufacturers: Map<number, string>;
  types: Map<number, string>;
  subtypes: Map<number, string>;
  stamps: Map<number, string>;
};
export type FieldValue = { key: string; label: string };
export type Fields = Record<string, FieldValue>;

export const DESCRIPTION_CUT = 80;

/** The payload of a request, or null when it is not a JSON object. */
export function parsePayload(json: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Plain text of a description, cut to 80 characters with an ellipsis. */
export function cutDescription(html: unknown, max = DESCRIPTION_CUT): string {
  const text = stripMarkup(typeof html === 'string' ? html : '');
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

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
  return { key: String(ref.id), label: name ?? `№${ref.id}` };
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

/**
 * The comparable fields of a product or detail, from a payload (references as ids) or a loaded
 * item (references with names): a key to compare and a label to show.
 */
export function itemFields(entityType: 'PRODUCT' | 'DETAIL', source: Record<string, unknown>, lookups: Lookups): Fields {
  const description = stripMarkup(typeof source.description === 'string' ? source.description : '');
  const common: Fields = {
    name: text(source.name),
    year: text(source.year),
    number: text(source.number ?? source.serialNumber),
    belongsTo: text(source.belongsTo),
    manufacturer: reference(source.manufacturer, lookups.manufacturers),
    source: text(source.source),
    description: { key: description, label: description },
    photos: references(source.photos),
  };
  if (entityType === 'PRODUCT') return { ...common, parent: reference(source.parent) };
  return {
    ...common,
    type: reference(source.type, lookups.types),
    subtype: reference(source.subtype, lookups.subtypes),
    product: reference(source.product),
    stamps: references(source.stamps, lookups.stamps),
  };
}

/** The fields whose value differs between the current item and the proposal. */
export function diffFields(current: Fields, proposed: Fields): { field: string; current: string; proposed: string }[] {
  return Object.keys(proposed)
    .filter((field) => (current[field]?.key ?? '') !== proposed[field]?.key)
    .map((field) => ({ field, current: current[field]?.label ?? '', proposed: proposed[field]?.label ?? '' }));
}

import {
  DETAIL_FIELDS,
  type FieldDescriptions,
  ITEM_FIELD_LABELS,
  PRODUCT_FIELDS,
  STAMP_KIND_LABELS,
  type StampPageDto,
  stampYearsText,
} from '@museum/contract';

/** One label/value pair of a manifest's `metadata`, as IIIF viewers list them under the picture. */
export interface MetadataEntry {
  label: Record<string, string[]>;
  value: Record<string, string[]>;
}

/** Fields a manifest says otherwise: the description is its `summary`, the photos its canvases. */
const NOT_METADATA = new Set(['description', 'photos']);

type Named = { name: string | null };
const isNamed = (value: unknown): value is Named => typeof value === 'object' && value !== null && 'name' in value;

/** A field's value as text, by its kind (ADR 052); null when it has none. */
function valueText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value)) {
    const names = value.filter(isNamed).flatMap((item) => (item.name ? [item.name] : []));
    return names.length > 0 ? names.join(', ') : null;
  }
  if (isNamed(value)) return value.name;
  return String(value);
}

function metadataOf(fields: FieldDescriptions, item: Record<string, unknown>): MetadataEntry[] {
  return Object.keys(fields).flatMap((key) => {
    if (NOT_METADATA.has(key)) return [];
    const text = valueText(item[key]);
    const label = ITEM_FIELD_LABELS[key as keyof typeof ITEM_FIELD_LABELS];
    return text === null ? [] : [{ label: { ru: [label] }, value: { ru: [text] } }];
  });
}

/**
 * The item's facts for a manifest's `metadata`, in the order of its field descriptions, labelled
 * as the item page labels them (ADR 052): a second language is one more label map here.
 */
export const itemMetadata = (kind: 'products' | 'details', item: object): MetadataEntry[] =>
  metadataOf(kind === 'products' ? PRODUCT_FIELDS : DETAIL_FIELDS, item as Record<string, unknown>);

/** A stamp's facts for its manifest (issue 51): its kind, maker and years of use, as its page names them. */
export function stampMetadata(stamp: Pick<StampPageDto, 'kind' | 'manufacturer' | 'yearFrom' | 'yearTo'>): MetadataEntry[] {
  const facts: [string, string | null][] = [
    ['Вид', STAMP_KIND_LABELS.ru[stamp.kind]],
    ['Производитель', stamp.manufacturer?.name ?? null],
    ['Годы применения', stampYearsText('ru', stamp.yearFrom, stamp.yearTo)],
  ];
  return facts.flatMap(([label, value]) => (value ? [{ label: { ru: [label] }, value: { ru: [value] } }] : []));
}

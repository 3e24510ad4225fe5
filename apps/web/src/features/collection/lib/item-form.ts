import {
  type CollectionItemDto,
  type CollectionItemWriteInput,
  type CollectionKind,
  type DetailDto,
  type Equal,
  type Expect,
  type PartOfDto,
  type PrivateFieldKey,
  type ProductDto,
  RECORDED_KEYS,
  type RecordedFieldKey,
} from '@museum/contract';
import type { SelectOption } from '../../../components/ui/select-logic';

/** The texts a record's form holds as typed: the catalogue's text fields, the recorded ones and the private ones. */
type TextKey = 'name' | 'number' | 'year' | RecordedFieldKey | PrivateFieldKey;

/**
 * What the form of a collector's record holds (ADR 084): the catalogue's fields it shows, the
 * recorded fields and the private ones as typed, and what the form does not show but a save must
 * keep (`kept`: the purpose, source, descriptions and stamps a record may carry).
 */
export type ItemFormValues = Record<TextKey, string> & {
  kind: CollectionKind;
  manufacturer: SelectOption | null;
  type: SelectOption | null;
  subtype: SelectOption | null;
  partOf: PartOfDto | null;
  kept: Pick<CollectionItemWriteInput, 'belongsTo' | 'source' | 'description' | 'nameEn' | 'descriptionEn' | 'stamps'>;
};

/**
 * The private fields, named here rather than read from the contract's module: that one computes the
 * spreadsheet's columns as it loads, which the page would then carry (+1.3 KB measured). The compiler
 * holds the list to the contract's.
 */
const PRIVATE_KEYS = ['acquiredFrom', 'acquiredOn', 'price', 'currency', 'keptAt', 'insuredValue', 'notes'] as const;
export type PrivateKeysChecks = [Expect<Equal<(typeof PRIVATE_KEYS)[number], PrivateFieldKey>>];

const TEXT_KEYS: readonly TextKey[] = ['name', 'number', 'year', ...RECORDED_KEYS, ...PRIVATE_KEYS];
const named = (ref: { id: number; name: string } | null | undefined): SelectOption | null => (ref ? { id: ref.id, name: ref.name } : null);

/** An empty record of a kind. */
export function emptyItem(kind: CollectionKind = 'product'): ItemFormValues {
  const texts = Object.fromEntries(TEXT_KEYS.map((key) => [key, ''])) as Record<TextKey, string>;
  return { ...texts, kind, manufacturer: null, type: null, subtype: null, partOf: null, kept: {} };
}

/** A saved record as the form edits it. */
export function itemValues(item: CollectionItemDto): ItemFormValues {
  const texts = Object.fromEntries(TEXT_KEYS.map((key) => [key, item[key] == null ? '' : String(item[key])])) as Record<TextKey, string>;
  return {
    ...texts,
    kind: item.kind,
    manufacturer: named(item.manufacturer),
    type: named(item.type),
    subtype: named(item.subtype),
    partOf: item.partOf,
    kept: {
      belongsTo: item.belongsTo,
      source: item.source,
      description: item.description,
      nameEn: item.nameEn,
      descriptionEn: item.descriptionEn,
      stamps: item.stamps.map(({ id }) => ({ id })),
    },
  };
}

/**
 * A catalogue item as a new record of one's own («В мою коллекцию»): its kind, name, number, year,
 * maker and, for a part, its type and subtype and the catalogue gun it belongs to.
 */
export function catalogueValues(source: { kind: 'product'; item: ProductDto } | { kind: 'detail'; item: DetailDto }): ItemFormValues {
  const { item } = source;
  const base = {
    ...emptyItem(source.kind),
    name: item.name ?? '',
    number: item.number ?? '',
    year: item.year == null ? '' : String(item.year),
    manufacturer: named(item.manufacturer),
    kept: { belongsTo: item.belongsTo },
  };
  if (source.kind === 'product') return base;
  const detail = source.item;
  return {
    ...base,
    type: named(detail.type),
    subtype: named(detail.subtype),
    partOf: detail.product ? { kind: 'product', id: detail.product.id, name: detail.product.name } : null,
  };
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);
const amount = (text: string) => (text.trim() ? Number(text.trim().replace(',', '.').replace(/\s/g, '')) : null);

/**
 * The body of a save: every field (a PUT replaces the record), empty ones as null. A gun sends no
 * type, subtype or gun of its own; a part's year is text the server reads as four digits.
 */
export function itemPayload(values: ItemFormValues): CollectionItemWriteInput {
  const gun = values.kind === 'product';
  const recorded = Object.fromEntries(RECORDED_KEYS.map((key) => [key, orNull(values[key])])) as Pick<
    CollectionItemWriteInput,
    RecordedFieldKey
  >;
  return {
    ...values.kept,
    kind: values.kind,
    name: orNull(values.name),
    number: orNull(values.number),
    year: values.year.trim(),
    manufacturer: values.manufacturer ? { id: values.manufacturer.id } : null,
    type: !gun && values.type ? { id: values.type.id } : null,
    subtype: !gun && values.subtype ? { id: values.subtype.id } : null,
    partOf: !gun && values.partOf ? { kind: values.partOf.kind, id: values.partOf.id } : null,
    ...recorded,
    acquiredFrom: orNull(values.acquiredFrom),
    acquiredOn: orNull(values.acquiredOn),
    price: amount(values.price),
    currency: orNull(values.currency),
    keptAt: orNull(values.keptAt),
    insuredValue: amount(values.insuredValue),
    notes: orNull(values.notes),
  };
}

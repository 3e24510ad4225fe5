import {
  type CollectionItemDto,
  type CollectionItemWrite,
  type CollectionListItemDto,
  type CollectionPhotoDto,
  type DatingDto,
  type NumberCheckDto,
  type PartOfDto,
  pickEnglish,
  pickRecorded,
  type WantedDto,
} from '@museum/contract';
import { sanitizeRichText } from '../../lib/sanitize-html';
import { namedRef } from '../catalogue/cards';
import type { CollectionListRow, CollectionRow, CollectionValues, NamedStampRow } from './collection.repository';
import type { WantedRow } from './wanted.repository';
import type { FoundItem } from './wanted-matches.repository';

type PartOfColumns = Pick<CollectionRow, 'partOfItemId' | 'partOfItemName' | 'partOfProductId' | 'partOfProductName'>;

/** The gun a record belongs to, as its answer names it. */
export function toPartOf(row: PartOfColumns): PartOfDto | null {
  if (row.partOfItemId !== null) return { kind: 'collection', id: row.partOfItemId, name: row.partOfItemName };
  if (row.partOfProductId !== null) return { kind: 'product', id: row.partOfProductId, name: row.partOfProductName };
  return null;
}

/** What a write stores: the catalogue's fields as the catalogue keeps them (sanitised HTML), the gun, the private fields. */
export const toValues = (input: CollectionItemWrite): Required<CollectionValues> => ({
  kind: input.kind,
  name: input.name,
  number: input.number,
  year: input.year,
  belongsTo: input.belongsTo,
  manufacturerId: input.manufacturer?.id ?? null,
  typeId: input.type?.id ?? null,
  subtypeId: input.subtype?.id ?? null,
  source: input.source,
  description: sanitizeRichText(input.description),
  nameEn: input.nameEn,
  descriptionEn: sanitizeRichText(input.descriptionEn),
  ...pickRecorded(input),
  partOfItemId: input.partOf?.kind === 'collection' ? input.partOf.id : null,
  partOfProductId: input.partOf?.kind === 'product' ? input.partOf.id : null,
  acquiredFrom: input.acquiredFrom,
  acquiredOn: input.acquiredOn,
  price: input.price,
  currency: input.currency,
  keptAt: input.keptAt,
  insuredValue: input.insuredValue,
  notes: input.notes,
});

export const toListItem = (row: CollectionListRow): CollectionListItemDto => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  nameEn: row.nameEn,
  number: row.number,
  year: row.year,
  manufacturer: namedRef(row.manufacturerId, row.manufacturerName, row.manufacturerNameEn),
  type: namedRef(row.typeId, row.typeName, row.typeNameEn),
  partOf: toPartOf(row),
  condition: row.condition,
  updatedAt: new Date(row.updatedAt).toISOString(),
});

/** A record's answer from its row, its stamps, the evidence about it and its private photos. */
export function toItemDto(
  row: CollectionRow,
  stamps: readonly NamedStampRow[],
  dating: DatingDto | null,
  numberCheck: NumberCheckDto | null,
  photos: readonly CollectionPhotoDto[],
): CollectionItemDto {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    number: row.number,
    year: row.year,
    belongsTo: row.belongsTo,
    manufacturer: namedRef(row.manufacturerId, row.manufacturerName, row.manufacturerNameEn),
    type: namedRef(row.typeId, row.typeName, row.typeNameEn),
    subtype: namedRef(row.subtypeId, row.subtypeName, row.subtypeNameEn),
    source: row.source,
    description: row.description,
    ...pickEnglish(row),
    ...pickRecorded(row),
    stamps: stamps.map(({ id, name, nameEn }) => ({ id, name, nameEn })),
    partOf: toPartOf(row),
    acquiredFrom: row.acquiredFrom,
    acquiredOn: row.acquiredOn,
    price: row.price,
    currency: row.currency,
    keptAt: row.keptAt,
    insuredValue: row.insuredValue,
    notes: row.notes,
    dating,
    numberCheck,
    photos: [...photos],
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** A sought number with the catalogue's items found for it (the first few, and how many in all). */
export const toWantedDto = (row: WantedRow, found: { shown: FoundItem[]; count: number } = { shown: [], count: 0 }): WantedDto => ({
  id: row.id,
  kind: row.kind,
  number: row.number,
  note: row.note,
  createdAt: new Date(row.createdAt).toISOString(),
  found: found.shown.map(({ kind, id, name, nameEn, number }) => ({ kind, id, name, nameEn, number })),
  foundCount: found.count,
});

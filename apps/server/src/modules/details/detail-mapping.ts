import {
  type ChronologyItemDto,
  type DetailDto,
  type DetailListItemDto,
  type NamedRefDto,
  pickEnglish,
  pickRecorded,
} from '@museum/contract';
import { namedRef } from '../catalogue/cards';
import { type PhotoFileRow, type PhotoUrls, toItemPhoto, toPhotoRef } from '../photos/photo-mapping';
import type { ChronologyRow, DetailListRow, DetailRow } from './details.repository';

export const toDetailListItem = (row: DetailListRow): DetailListItemDto => ({
  id: row.id,
  name: row.name,
  number: row.number,
  year: row.year,
  type: { id: row.typeId, name: row.typeName, nameEn: row.typeNameEn },
});

/** A detail page from its row, its stamps and its visible photos. */
export function toDetailDto(row: DetailRow, stamps: readonly NamedRefDto[], photos: readonly PhotoFileRow[], urls: PhotoUrls): DetailDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    source: row.source,
    ...pickEnglish(row),
    ...pickRecorded(row),
    number: row.number,
    serialNumber: row.number,
    year: row.year,
    belongsTo: row.belongsTo,
    type: { id: row.typeId, name: row.typeName, nameEn: row.typeNameEn, belongsTo: row.typeBelongsTo },
    subtype: namedRef(row.subtypeId, row.subtypeName, row.subtypeNameEn),
    manufacturer: namedRef(row.manufacturerId, row.manufacturerName, row.manufacturerNameEn),
    product: namedRef(row.productId, row.productName, row.productNameEn),
    stamps: stamps.map((s) => ({ id: s.id, name: s.name, nameEn: s.nameEn })),
    photos: photos.map(toItemPhoto(urls)),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export const toChronologyItem = (row: ChronologyRow, photos: readonly PhotoFileRow[], urls: PhotoUrls): ChronologyItemDto => ({
  id: row.id,
  name: row.name,
  number: row.number,
  year: row.year,
  photos: photos.map(toPhotoRef(urls)),
});

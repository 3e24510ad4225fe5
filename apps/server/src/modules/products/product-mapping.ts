import {
  NUMBER_STATUSES,
  type NumberCheckDto,
  type NumberStatus,
  type ProductChildDto,
  type ProductDto,
  type ProductListItemDto,
  pickEnglish,
  pickRecorded,
} from '@museum/contract';
import { namedRef } from '../catalogue/cards';
import { type PhotoFileRow, type PhotoUrls, toNamedPhotoRef } from '../photos/photo-mapping';
import type { NumberCheckRow, ProductChildRow, ProductDetailRow, ProductListRow, ProductRow } from './products.repository';

export const toProductListItem = (row: ProductListRow): ProductListItemDto => ({
  id: row.id,
  name: row.name,
  nameEn: row.nameEn,
  number: row.number,
  year: row.year,
  belongsTo: row.belongsTo,
});

/** The status museum_number_status gave (text in SQL); null when the product has no number. */
const toStatus = (value: string | null): NumberStatus | null => NUMBER_STATUSES.find((status) => status === value) ?? null;

/** The number check of a product page; `allMatch` is the stored flag the `numbersMatch` filter reads. */
export function toNumberCheck(rows: readonly NumberCheckRow[], allMatch: boolean): NumberCheckDto {
  const checked = rows.map((d) => ({
    id: d.id,
    name: d.name,
    number: d.number,
    numberPlace: d.numberPlace,
    type: { id: d.typeId, name: d.typeName, nameEn: d.typeNameEn },
    status: toStatus(d.status),
  }));
  const count = (status: NumberStatus) => checked.filter((d) => d.status === status).length;
  return { details: checked, counts: { match: count('match'), mismatch: count('mismatch'), missing: count('missing') }, allMatch };
}

/** A product page from its row, its visible photos, its details and their number check. */
export function toProductDto(
  row: ProductRow,
  photos: readonly PhotoFileRow[],
  details: readonly ProductDetailRow[],
  numberCheck: readonly NumberCheckRow[],
  urls: PhotoUrls,
): ProductDto {
  return {
    ...toProductListItem(row),
    manufacturer: namedRef(row.manufacturerId, row.manufacturerName, row.manufacturerNameEn),
    parent: namedRef(row.parentId, row.parentName, row.parentNameEn),
    description: row.description,
    source: row.source,
    ...pickEnglish(row),
    ...pickRecorded(row),
    photos: photos.map(toNamedPhotoRef(urls)),
    details: details.map((d) => ({
      id: d.id,
      name: d.name,
      number: d.number,
      year: d.year,
      type: { name: d.typeName, nameEn: d.typeNameEn },
    })),
    numberCheck: toNumberCheck(numberCheck, row.numbersMatch),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export const toProductChild = (row: ProductChildRow): ProductChildDto => ({
  id: row.id,
  name: row.name,
  year: row.year,
  number: row.number,
  manufacturer: namedRef(row.manufacturerId, row.manufacturerName, row.manufacturerNameEn),
});

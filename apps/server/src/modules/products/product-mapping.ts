import { type ProductChildDto, type ProductDto, type ProductListItemDto, pickRecorded } from '@museum/contract';
import { namedRef } from '../catalogue/cards';
import { type PhotoFileRow, type PhotoUrls, toNamedPhotoRef } from '../photos/photo-mapping';
import type { ProductChildRow, ProductDetailRow, ProductListRow, ProductRow } from './products.repository';

export const toProductListItem = (row: ProductListRow): ProductListItemDto => ({
  id: row.id,
  name: row.name,
  number: row.number,
  year: row.year,
  belongsTo: row.belongsTo,
});

/** A product page from its row, its visible photos and its details. */
export function toProductDto(
  row: ProductRow,
  photos: readonly PhotoFileRow[],
  details: readonly ProductDetailRow[],
  urls: PhotoUrls,
): ProductDto {
  return {
    ...toProductListItem(row),
    manufacturer: namedRef(row.manufacturerId, row.manufacturerName),
    parent: namedRef(row.parentId, row.parentName),
    description: row.description,
    source: row.source,
    ...pickRecorded(row),
    photos: photos.map(toNamedPhotoRef(urls)),
    details: details.map((d) => ({ id: d.id, name: d.name, number: d.number, year: d.year, type: { name: d.typeName } })),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export const toProductChild = (row: ProductChildRow): ProductChildDto => ({
  id: row.id,
  name: row.name,
  year: row.year,
  number: row.number,
  manufacturer: namedRef(row.manufacturerId, row.manufacturerName),
});

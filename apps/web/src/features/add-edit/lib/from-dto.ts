import type { DetailDto, ProductDto } from '@museum/contract';
import type { DetailValues, ProductValues } from './payloads';

const named = (ref: { id: number; name: string } | null) => (ref ? { id: ref.id, name: ref.name } : null);
const photos = (list: { id: number; url: string; thumbnailUrl: string }[]) =>
  list.map(({ id, url, thumbnailUrl }) => ({ id, url, thumbnailUrl }));

/** A loaded detail as form values. */
export function detailValues(detail: DetailDto): DetailValues {
  return {
    belongsTo: detail.belongsTo ?? '',
    type: named(detail.type),
    subtype: named(detail.subtype),
    product: named(detail.product),
    manufacturer: named(detail.manufacturer),
    number: detail.number ?? '',
    year: detail.year === null ? '' : String(detail.year),
    name: detail.name ?? '',
    description: detail.description ?? '',
    source: detail.source ?? '',
    stamps: detail.stamps.map(({ id, name }) => ({ id, name })),
    photos: photos(detail.photos),
  };
}

/** A loaded product as form values. */
export function productValues(product: ProductDto): ProductValues {
  return {
    name: product.name,
    description: product.description ?? '',
    source: product.source ?? '',
    belongsTo: product.belongsTo ?? '',
    number: product.number ?? '',
    year: product.year === null ? '' : String(product.year),
    parent: named(product.parent),
    manufacturer: named(product.manufacturer),
    photos: photos(product.photos),
  };
}

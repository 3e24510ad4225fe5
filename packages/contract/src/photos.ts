import { z } from 'zod';
import { Id, PageQuery, pageOf } from './common';
import { PHOTO_SEARCH_MAX } from './constants';
import { IdOrNameFilter, ItemFilters, SearchText } from './filters';

export { PHOTO_SEARCH_MAX };

/** A gallery tile. */
export const PhotoTileDto = z.object({
  id: z.number().int(),
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type PhotoTileDto = z.infer<typeof PhotoTileDto>;
export const PhotoTilePage = pageOf(PhotoTileDto);

/** `GET /photos/page`: a photo matches when an item it shows matches every filter. */
export const PhotoPageQuery = PageQuery.extend(ItemFilters.shape).extend({
  size: PageQuery.shape.size.unwrap().default(40),
  type: IdOrNameFilter,
  subtype: IdOrNameFilter,
});
export type PhotoPageQuery = z.infer<typeof PhotoPageQuery>;

export const PhotoProductDto = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The manufacturer's name, as text. */
  manufacturer: z.string().nullable(),
});
export const PhotoDetailDto = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  serialNumber: z.string().nullable(),
  manufacturer: z.string().nullable(),
  type: z.string(),
  year: z.number().int().nullable(),
});

/** A photo page: the file, its facts and the items it shows. */
export const PhotoDto = z.object({
  id: z.number().int(),
  url: z.string(),
  thumbnailUrl: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  uploadedAt: z.string(),
  products: z.array(PhotoProductDto),
  details: z.array(PhotoDetailDto),
});
export type PhotoDto = z.infer<typeof PhotoDto>;

/** `GET /photos/search`: id, file name, description or a linked item's name. */
export const PhotoSearchQuery = z.object({ q: SearchText });
export const PhotoSearchItemDto = PhotoTileDto.extend({ name: z.string(), description: z.string().nullable() });
export type PhotoSearchItemDto = z.infer<typeof PhotoSearchItemDto>;

/** `POST /photos/{id}/annotate`: exactly one of `productId` and `detailId`. */
export const AnnotateQuery = z
  .object({ productId: Id.optional(), detailId: Id.optional() })
  .refine((q) => (q.productId === undefined) !== (q.detailId === undefined), {
    message: 'Укажите ровно одно из productId и detailId',
  });
export type AnnotateQuery = z.infer<typeof AnnotateQuery>;

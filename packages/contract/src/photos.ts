import { z } from 'zod';
import { Id, PageQuery, pageOf } from './common';
import { PHOTO_SEARCH_MAX } from './constants';
import { IdOrNameFilter, ItemFilters, SearchText } from './filters';
import { PhotoImageDto } from './items';
import { says } from './locale';
import { PhotoRights } from './photo-rights';

export { PHOTO_SEARCH_MAX };

/** A gallery tile, with its credit and licence for the lightbox. */
export const PhotoTileDto = z.object({
  id: z.number().int(),
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  ...PhotoRights.shape,
  image: PhotoImageDto,
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
  /** Its English name (ADR 064), shown on English pages. */
  nameEn: z.string().nullable(),
  /** The manufacturer's name, as text. */
  manufacturer: z.string().nullable(),
});
export const PhotoDetailDto = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  nameEn: z.string().nullable(),
  serialNumber: z.string().nullable(),
  manufacturer: z.string().nullable(),
  type: z.string(),
  year: z.number().int().nullable(),
});

/**
 * A near-duplicate of a photo (ADR 080): the same picture re-saved, resized, recompressed, cropped
 * a little or brightened, found by perceptual hash; `distance` is how many of the hashes' 64 bits
 * differ (0: the same picture to the hash).
 */
export const SimilarPhotoDto = z.object({ id: z.number().int(), distance: z.number().int().min(0).max(64) });
export type SimilarPhotoDto = z.infer<typeof SimilarPhotoDto>;

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
  image: PhotoImageDto,
  uploadedAt: z.string(),
  /**
   * False while a plain user's upload waits for an approved proposal: only its uploader and
   * moderators see it then, and the uploader may still delete it.
   */
  published: z.boolean(),
  ...PhotoRights.shape,
  products: z.array(PhotoProductDto),
  details: z.array(PhotoDetailDto),
  /** Near-duplicates the caller may see, closest first (published ones only for whoever sees no others). */
  similar: z.array(SimilarPhotoDto),
});
export type PhotoDto = z.infer<typeof PhotoDto>;

/** `GET /photos/search`: id, file name, description or a linked item's name. */
export const PhotoSearchQuery = z.object({ q: SearchText });
export const PhotoSearchItemDto = PhotoTileDto.extend({ name: z.string(), description: z.string().nullable() });
export type PhotoSearchItemDto = z.infer<typeof PhotoSearchItemDto>;

/** `POST /photos/{id}/annotate`: exactly one of `productId` and `detailId`. */
export const AnnotateQuery = z
  .object({ productId: Id.optional(), detailId: Id.optional() })
  .refine(
    (q) => (q.productId === undefined) !== (q.detailId === undefined),
    says({ ru: 'Укажите ровно одно из productId и detailId', en: 'Give exactly one of productId and detailId' }),
  );
export type AnnotateQuery = z.infer<typeof AnnotateQuery>;

/** The image types an upload may be (checked by content on the server). */
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * `GET /photos/upload-limits`: what `POST /photos` accepts, so a client refuses a file before
 * sending megabytes the server would refuse.
 */
export const PhotoUploadLimitsDto = z.object({
  /** The largest file in bytes (`UPLOAD_MAX_BYTES`). */
  maxBytes: z.number().int(),
  /** The most pixels (width × height) an image may have. */
  maxPixels: z.number().int(),
  contentTypes: z.array(z.enum(PHOTO_CONTENT_TYPES)),
});
export type PhotoUploadLimitsDto = z.infer<typeof PhotoUploadLimitsDto>;

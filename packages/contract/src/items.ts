import { z } from 'zod';
import { BelongsToDto } from './common';
import { CARD_EXCERPT_MAX, CARD_PHOTOS_MAX, SEARCH_SORT_FIELDS } from './constants';
import { recordedDtoShape } from './fields/recorded-schemas';
import { PhotoRights } from './photo-rights';
import { NamedRefDto } from './reference';

export { CARD_EXCERPT_MAX, CARD_PHOTOS_MAX, SEARCH_SORT_FIELDS };

/** Derived display sizes of an image (a photo, a region's crop): the same widths in each format. */
export const DisplaySizesDto = z.object({
  /** A file's URL is `${base}-${width}.${ext}`. */
  base: z.string(),
  /** Ascending, e.g. [320, 640, 1280, 2048], capped at the image's own width. */
  widths: z.array(z.number().int()),
  formats: z.array(z.enum(['avif', 'webp', 'jpg'])),
});
export type DisplaySizesDto = z.infer<typeof DisplaySizesDto>;

/**
 * What a page needs to show a photo responsively: its displayed size, a placeholder, the derived
 * display sizes and the IIIF tiles. The derived parts are null until the server has made them
 * (a page shows the original meanwhile).
 */
export const PhotoImageDto = z.object({
  /** The original's displayed pixels (EXIF orientation applied). */
  width: z.number().int(),
  height: z.number().int(),
  /** A data: URI of a tiny blurred preview; null until derived. */
  placeholder: z.string().nullable(),
  /** Null until derived. */
  sizes: DisplaySizesDto.nullable(),
  /** IIIF Image API (level 0) base URL: `${tiles}/info.json`; null until derived. */
  tiles: z.string().nullable(),
});
export type PhotoImageDto = z.infer<typeof PhotoImageDto>;

/** A photo as items embed it: the original, its thumbnail and its responsive image. */
export const PhotoRefDto = z.object({ id: z.number().int(), url: z.string(), thumbnailUrl: z.string(), image: PhotoImageDto });
export type PhotoRefDto = z.infer<typeof PhotoRefDto>;

/** A photo of a detail page: with its credit and licence, shown under it and in the lightbox. */
export const ItemPhotoDto = PhotoRefDto.extend(PhotoRights.shape);
export type ItemPhotoDto = z.infer<typeof ItemPhotoDto>;

/** A photo of a product page, with a display name. */
export const NamedPhotoRefDto = ItemPhotoDto.extend({ name: z.string() });
export type NamedPhotoRefDto = z.infer<typeof NamedPhotoRefDto>;

/** A search result or new-arrival card, for products and details alike. */
export const ItemCardDto = z.object({
  id: z.number().int(),
  kind: z.enum(['product', 'detail']),
  name: z.string().nullable(),
  number: z.string().nullable(),
  year: z.number().int().nullable(),
  belongsTo: BelongsToDto.nullable(),
  manufacturer: NamedRefDto.nullable(),
  /** Only details have a type. */
  type: NamedRefDto.nullable(),
  /** Plain text, at most 300 characters. */
  description: z.string().nullable(),
  /** The English name, or null (ADR 064): English pages title the card with it when present. */
  nameEn: z.string().nullable(),
  /** Plain text of the English description, at most 300 characters. */
  descriptionEn: z.string().nullable(),
  source: z.string().nullable(),
  condition: recordedDtoShape.condition,
  /** At most 16. */
  photos: z.array(PhotoRefDto),
});
export type ItemCardDto = z.infer<typeof ItemCardDto>;

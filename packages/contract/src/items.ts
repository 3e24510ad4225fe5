import { z } from 'zod';
import { BelongsToDto } from './common';
import { CARD_EXCERPT_MAX, CARD_PHOTOS_MAX, SEARCH_SORT_FIELDS } from './constants';
import { PhotoRights } from './photo-rights';
import { NamedRefDto } from './reference';

export { CARD_EXCERPT_MAX, CARD_PHOTOS_MAX, SEARCH_SORT_FIELDS };

/** A photo as items embed it: the original and its thumbnail. */
export const PhotoRefDto = z.object({ id: z.number().int(), url: z.string(), thumbnailUrl: z.string() });
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
  source: z.string().nullable(),
  /** At most 16. */
  photos: z.array(PhotoRefDto),
});
export type ItemCardDto = z.infer<typeof ItemCardDto>;

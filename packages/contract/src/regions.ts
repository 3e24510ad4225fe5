import { z } from 'zod';
import { Id } from './common';
import { REGION_NOTE_MAX, REGION_TARGET_KINDS } from './constants';
import { DisplaySizesDto } from './items';
import { says } from './locale';

export { REGION_NOTE_MAX, REGION_TARGET_KINDS };
export const RegionTargetKind = z.enum(REGION_TARGET_KINDS);
export type RegionTargetKind = z.infer<typeof RegionTargetKind>;

/** PENDING: a plain user's proposal, seen by its author and moderators; PUBLISHED: seen by all. */
export const RegionStatus = z.enum(['PENDING', 'PUBLISHED']);
export type RegionStatus = z.infer<typeof RegionStatus>;

/** The item a region shows, with its title in the catalogue. */
export const RegionTargetDto = z.object({ kind: RegionTargetKind, id: z.number().int(), title: z.string() });
export type RegionTargetDto = z.infer<typeof RegionTargetDto>;

/** Where a region is: its photo and a rectangle in the original image's pixels. */
const RegionPlace = z.object({
  id: z.number().int(),
  photoId: z.number().int(),
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});

/**
 * A region's crop: the rectangle cut out of the original once, in display sizes like the photo's
 * (never wider than the region), linked as a photo's sizes are. A pending region's crop is served
 * to its author and moderators only, as an unpublished photo's files (ADR 048).
 */
export const CropImageDto = z.object({
  /** The largest size as a JPEG, for a plain `<img>`. */
  url: z.string(),
  /** The largest size's pixels: the region's own when it is at most 2048 wide. */
  width: z.number().int(),
  height: z.number().int(),
  sizes: DisplaySizesDto,
});
export type CropImageDto = z.infer<typeof CropImageDto>;

/** Null while the crop is being made (just after the region is marked or moved) or when the photo cannot be read. */
const crop = CropImageDto.nullable();

/** A region as the photo's list gives it. */
export const RegionDto = RegionPlace.extend({
  target: RegionTargetDto,
  note: z.string().nullable(),
  status: RegionStatus,
  /** Whether the caller may change or delete it (a moderator any, the author an unpublished one). */
  editable: z.boolean(),
  crop,
});
export type RegionDto = z.infer<typeof RegionDto>;

const pixel = z
  .number(says({ ru: 'Координата: целое число пикселей', en: 'Coordinate: a whole number of pixels' }))
  .int(says({ ru: 'Координата: целое число пикселей', en: 'Coordinate: a whole number of pixels' }))
  .min(0, says({ ru: 'Координата: не меньше 0', en: 'Coordinate: at least 0' }))
  .max(1_000_000, says({ ru: 'Координата: за пределами снимка', en: 'Coordinate: outside the image' }));
const extent = pixel.min(1, says({ ru: 'Область не может быть пустой', en: 'A region cannot be empty' }));

/** The body of `POST /photos/{id}/regions` and `PUT /regions/{id}`. */
export const RegionWrite = z.object({
  x: pixel,
  y: pixel,
  width: extent,
  height: extent,
  target: z.object({ kind: RegionTargetKind, id: Id }),
  note: z
    .string()
    .trim()
    .max(
      REGION_NOTE_MAX,
      says({ ru: `Примечание: не длиннее ${REGION_NOTE_MAX} символов`, en: `Note: at most ${REGION_NOTE_MAX} characters long` }),
    )
    .nullish()
    .transform((note) => note || null),
});
export type RegionWrite = z.input<typeof RegionWrite>;
export type RegionInput = z.output<typeof RegionWrite>;

/** A part a stamp is struck on: the detail, its title as regions name it, and its type («Короб», «Замок»). */
export const RegionPartDto = z.object({ id: z.number().int(), title: z.string(), type: z.string() });
export type RegionPartDto = z.infer<typeof RegionPartDto>;

/** A published region on a target's page («На фотографиях»): its crop links to the photo at that place. */
export const RegionCropDto = RegionPlace.extend({
  note: z.string().nullable(),
  crop,
  /**
   * On a stamp's page, the parts the marked stamp is struck on: the details bearing it that the photo
   * shows (by a region over the stamp's, a link, or their gun on it); empty elsewhere or when none is known.
   */
  struckOn: z.array(RegionPartDto),
});
export type RegionCropDto = z.infer<typeof RegionCropDto>;

/** A pending region in the moderators' queue. */
export const PendingRegionDto = RegionDto.extend({ author: z.string().nullable(), createdAt: z.string() });
export type PendingRegionDto = z.infer<typeof PendingRegionDto>;

export const RegionTargetQuery = z.object({ kind: RegionTargetKind, id: Id });
export type RegionTargetQuery = z.infer<typeof RegionTargetQuery>;

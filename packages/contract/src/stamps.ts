import { z } from 'zod';
import { Id, PageQuery, pageOf } from './common';
import { STAMP_KINDS } from './constants';
import { YearFilter } from './filters';
import { ItemCardDto, ItemPhotoDto, PhotoRefDto } from './items';
import { localText, says } from './locale';
import { EnglishNameDto, EnglishNameInput, NamedRefDto } from './reference';
import { RegionCropDto } from './regions';
import { OptionalRef, RefList, RichTextInput, YearInput } from './write-fields';

export { STAMP_KINDS };
export const StampKindDto = z.enum(STAMP_KINDS);

/** Longest stamp name. */
export const STAMP_NAME_MAX = 300;
/** Most images of one stamp. */
export const STAMP_IMAGES_MAX = 50;
/** Crops of a stamp the visual key shows side by side, each from another photo. */
export const STAMP_KEY_CROPS = 4;

/**
 * One image of a stamp. Today only a whole catalogue photo (`source: 'photo'`); a region of a
 * photo will be a second member of this union (ADR 061), so readers switch on `source`.
 */
export const StampImageDto = z.object({ source: z.literal('photo'), photo: ItemPhotoDto });
export type StampImageDto = z.infer<typeof StampImageDto>;

/** How many catalogue items bear a stamp: details carrying it, and products one of whose details does (ADR 061). */
export const StampBearingDto = z.object({ products: z.number().int(), details: z.number().int() });
export type StampBearingDto = z.infer<typeof StampBearingDto>;

/**
 * The years of the dated items bearing a stamp (issue 51): the earliest, the latest and how many
 * dated items there are (details with a year and products with a year, each once); `from` and
 * `to` are null when none is dated.
 */
export const StampSeenDto = z.object({
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  items: z.number().int(),
});
export type StampSeenDto = z.infer<typeof StampSeenDto>;

/**
 * A stamp in the list (`GET /stamps`, still an array): `description` is a plain-text excerpt of at
 * most 300 characters; `image` its first image's photo.
 */
export const StampDto = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: EnglishNameDto,
  kind: StampKindDto,
  description: z.string().nullable(),
  manufacturer: NamedRefDto.nullable(),
  yearFrom: z.number().int().nullable(),
  yearTo: z.number().int().nullable(),
  image: PhotoRefDto.nullable(),
  bearing: StampBearingDto,
  seen: StampSeenDto,
  /** Up to STAMP_KEY_CROPS crops of published regions marking it, each of another photo (the visual key's comparison). */
  crops: z.array(RegionCropDto),
  /** True when a dated item bearing it falls outside the stamp's stated years (`seen` against `yearFrom`–`yearTo`). */
  conflict: z.boolean(),
});
export type StampDto = z.infer<typeof StampDto>;

/**
 * `GET /stamps?kind=&maker=&yearFrom=&yearTo=&part=&conflict=` (issue 51, the visual key): every
 * filter left out matches all. Years match a stamp whose years of use (stated, or else seen on
 * dated items) meet the range; `part` is a detail type the stamp is struck on; `conflict=true`
 * keeps only stamps whose evidence contradicts their stated years.
 */
export const StampListQuery = z.object({
  kind: z
    .enum(STAMP_KINDS, says({ ru: `Вид клейма: одно из ${STAMP_KINDS.join(', ')}`, en: `Kind of stamp: one of ${STAMP_KINDS.join(', ')}` }))
    .optional(),
  maker: Id.optional(),
  yearFrom: YearFilter,
  yearTo: YearFilter,
  part: Id.optional(),
  conflict: z
    .enum(['true', 'false'], says({ ru: 'conflict: true или false', en: 'conflict: true or false' }))
    .transform((value) => value === 'true')
    .optional(),
});
export type StampListQuery = z.infer<typeof StampListQuery>;
export type StampListQueryInput = z.input<typeof StampListQuery>;

/** A year or a maker that items bearing the stamp were seen with, and how many such items. */
export const StampSeenYearDto = z.object({ year: z.number().int(), items: z.number().int() });
export const StampSeenMakerDto = NamedRefDto.extend({ items: z.number().int() });

/** `GET /stamps/{id}`: the stamp page. `description` is the whole sanitised HTML. */
export const StampPageDto = StampDto.omit({ image: true, crops: true }).extend({
  images: z.array(StampImageDto),
  /** From the items that bear it, most items first. */
  seenYears: z.array(StampSeenYearDto),
  seenMakers: z.array(StampSeenMakerDto),
});
export type StampPageDto = z.infer<typeof StampPageDto>;

/** `GET /stamps/{id}/items`: products first, then details, each by id. */
export const StampItemsQuery = PageQuery;
export type StampItemsQuery = z.infer<typeof StampItemsQuery>;
export const StampItemsPage = pageOf(ItemCardDto);

/**
 * `POST /stamps`, `PUT /stamps/{id}` (moderators and admins) and the payload of a stamp change
 * request. `photos` are the stamp's images in order; `kind` is `OTHER` when absent.
 */
export const StampWrite = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, says({ ru: 'Название обязательно', en: 'A name is required' }))
      .max(
        STAMP_NAME_MAX,
        says({ ru: `Название: не длиннее ${STAMP_NAME_MAX} символов`, en: `Name: at most ${STAMP_NAME_MAX} characters long` }),
      ),
    nameEn: EnglishNameInput,
    kind: z
      .enum(
        STAMP_KINDS,
        says({ ru: `Вид клейма: одно из ${STAMP_KINDS.join(', ')}`, en: `Kind of stamp: one of ${STAMP_KINDS.join(', ')}` }),
      )
      .default('OTHER'),
    description: RichTextInput,
    manufacturer: OptionalRef,
    yearFrom: YearInput,
    yearTo: YearInput,
    photos: RefList(STAMP_IMAGES_MAX),
  })
  .superRefine((value, ctx) => {
    if (value.yearFrom !== null && value.yearTo !== null && value.yearFrom > value.yearTo) {
      ctx.addIssue({
        code: 'custom',
        path: ['yearTo'],
        message: localText({ ru: 'Год «по» раньше года «с»', en: 'The year "until" is before the year "from"' }),
      });
    }
  });
export type StampWrite = z.infer<typeof StampWrite>;
/** The JSON a client sends (before normalising). */
export type StampWriteInput = z.input<typeof StampWrite>;

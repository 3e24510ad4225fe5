import { z } from 'zod';
import { BelongsToDto, BelongsToInput, Id, PageQuery, pageOf, Ref, sortParam, TotalParam } from './common';
import { CHRONOLOGY_SIZE_MAX } from './constants';
import { englishDtoShape, englishWriteShape, recordedDtoShape, recordedWriteShape } from './fields/recorded-schemas';
import { DetailFilters, SearchText, YearValue } from './filters';
import { ItemCardDto, ItemPhotoDto, PhotoRefDto, SEARCH_SORT_FIELDS } from './items';
import { localText } from './locale';
import { NamedRefDto } from './reference';
import { OptionalBelongsTo, OptionalRef, OptionalText, RefList, RichTextInput, YearInput } from './write-fields';

export { CHRONOLOGY_SIZE_MAX };

/** `GET /details`: the plain list; `nameEn` sorts by the English name where there is one, else by the name. */
export const DetailListQuery = PageQuery.extend({ sort: sortParam(['id', 'year', 'name', 'nameEn'], 'id,desc') });
export type DetailListQuery = z.infer<typeof DetailListQuery>;

export const DetailListItemDto = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  number: z.string().nullable(),
  year: z.number().int().nullable(),
  type: NamedRefDto,
});
export type DetailListItemDto = z.infer<typeof DetailListItemDto>;
export const DetailListPage = pageOf(DetailListItemDto);

/** `GET /details/page`: the detail search. */
export const DetailSearchQuery = PageQuery.extend(DetailFilters.shape).extend({
  q: SearchText,
  sort: sortParam(SEARCH_SORT_FIELDS, 'id,desc'),
  total: TotalParam,
});
export type DetailSearchQuery = z.infer<typeof DetailSearchQuery>;
export const DetailCardPage = pageOf(ItemCardDto);

/** A detail page. */
export const DetailDto = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  /** HTML. */
  description: z.string().nullable(),
  source: z.string().nullable(),
  number: z.string().nullable(),
  /** The same value as `number`, under the name older clients read. */
  serialNumber: z.string().nullable(),
  year: z.number().int().nullable(),
  belongsTo: BelongsToDto.nullable(),
  type: NamedRefDto.extend({ belongsTo: BelongsToDto }),
  subtype: NamedRefDto.nullable(),
  manufacturer: NamedRefDto.nullable(),
  product: NamedRefDto.nullable(),
  ...englishDtoShape,
  ...recordedDtoShape,
  stamps: z.array(NamedRefDto),
  photos: z.array(ItemPhotoDto),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DetailDto = z.infer<typeof DetailDto>;

export const YearParams = z.object({ year: YearValue });

/** `GET /details/year/{year}`: default size 100. */
export const DetailYearQuery = PageQuery.extend({
  size: PageQuery.shape.size.unwrap().default(100),
  sort: sortParam(['id', 'year', 'name', 'nameEn'], 'id,asc'),
});
export type DetailYearQuery = z.infer<typeof DetailYearQuery>;

/** `GET /details/by-manufacturer-and-belongs-to`: size up to 1000 here. */
export const ChronologyQuery = z.object({
  manufacturerId: Id.optional(),
  belongsTo: BelongsToInput.optional(),
  page: PageQuery.shape.page,
  size: z.coerce.number().int().min(1).max(CHRONOLOGY_SIZE_MAX).default(20),
  sort: sortParam(['id', 'year'], 'id,desc'),
});
export type ChronologyQuery = z.infer<typeof ChronologyQuery>;

export const ChronologyItemDto = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  number: z.string().nullable(),
  year: z.number().int().nullable(),
  photos: z.array(PhotoRefDto),
});
export type ChronologyItemDto = z.infer<typeof ChronologyItemDto>;
export const ChronologyPage = pageOf(ChronologyItemDto);

/**
 * `POST /details`, `PUT /details/{id}` and the payload of a detail change request.
 * `type` is required; `serialNumber` is read as `number` when `number` is absent.
 */
export const DetailWrite = z
  .object({
    type: Ref.nullable().optional(),
    subtype: OptionalRef,
    product: OptionalRef,
    manufacturer: OptionalRef,
    number: OptionalText(100),
    serialNumber: OptionalText(100),
    year: YearInput,
    name: OptionalText(500),
    description: RichTextInput,
    source: OptionalText(2000),
    ...englishWriteShape,
    ...recordedWriteShape,
    stamps: RefList(100),
    photos: RefList(200),
    belongsTo: OptionalBelongsTo,
  })
  .superRefine((value, ctx) => {
    if (!value.type)
      ctx.addIssue({ code: 'custom', path: ['type'], message: localText({ ru: 'Тип детали обязателен', en: 'A part type is required' }) });
  })
  .transform(({ serialNumber, type, ...rest }) => ({ ...rest, type: { id: type?.id ?? 0 }, number: rest.number ?? serialNumber }));
export type DetailWrite = z.infer<typeof DetailWrite>;
export type DetailWriteInput = z.input<typeof DetailWrite>;

import { z } from 'zod';
import { BelongsToDto, PageQuery, pageOf, sortParam, TotalParam } from './common';
import { englishDtoShape, englishWriteShape, recordedDtoShape, recordedWriteShape } from './fields/recorded-schemas';
import { NumbersMatchFilter, ProductFilters, SearchText } from './filters';
import { ItemCardDto, NamedPhotoRefDto, SEARCH_SORT_FIELDS } from './items';
import { says } from './locale';
import { NamedRefDto } from './reference';
import { OptionalBelongsTo, OptionalRef, OptionalText, RefList, RichTextInput, YearInput } from './write-fields';

/** `GET /products`: the selector list. */
export const ProductListQuery = PageQuery.extend({
  /** Case-insensitive substring of name or number. */
  q: SearchText,
  /** `nameEn`: by the English name where there is one, else by the name (the English pages' order, issue 52). */
  sort: sortParam(['id', 'name', 'nameEn', 'year'], 'id,desc'),
  numbersMatch: NumbersMatchFilter,
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;

export const ProductListItemDto = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The optional English name (ADR 064), which English pages list in place of the name. */
  nameEn: z.string().nullable(),
  number: z.string().nullable(),
  year: z.number().int().nullable(),
  belongsTo: BelongsToDto.nullable(),
});
export type ProductListItemDto = z.infer<typeof ProductListItemDto>;
export const ProductListPage = pageOf(ProductListItemDto);

/** `GET /products/search`. */
export const ProductSearchQuery = PageQuery.extend(ProductFilters.shape).extend({
  q: SearchText,
  sort: sortParam(SEARCH_SORT_FIELDS, 'id,desc'),
  total: TotalParam,
});
export type ProductSearchQuery = z.infer<typeof ProductSearchQuery>;
export const ProductCardPage = pageOf(ItemCardDto);

export const ProductDetailRefDto = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  number: z.string().nullable(),
  year: z.number().int().nullable(),
  type: NamedRefDto.pick({ name: true, nameEn: true }),
});

/** A detail's number against its product's (ADR 063). */
export const NUMBER_STATUSES = ['match', 'mismatch', 'missing'] as const;
export const NumberStatus = z.enum(NUMBER_STATUSES);
export type NumberStatus = z.infer<typeof NumberStatus>;

export const NumberCheckDetailDto = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  number: z.string().nullable(),
  /** Where the number is struck on the part («на крышке короба»), as written; null when not recorded. */
  numberPlace: z.string().nullable(),
  type: NamedRefDto,
  /**
   * `match` (the same number, as the number search compares them: case, spaces, hyphens and
   * Latin look-alikes of Cyrillic letters aside), `mismatch`, `missing` (the detail has no number);
   * null when the product has no number to compare with.
   */
  status: NumberStatus.nullable(),
});
export type NumberCheckDetailDto = z.infer<typeof NumberCheckDetailDto>;

/** The product's details of types that carry its number, each against it, and how many of each. */
export const NumberCheckDto = z.object({
  details: z.array(NumberCheckDetailDto),
  counts: z.object({ match: z.number().int(), mismatch: z.number().int(), missing: z.number().int() }),
  /** What `numbersMatch=true` finds: at least one such detail, and every one matches. */
  allMatch: z.boolean(),
});
export type NumberCheckDto = z.infer<typeof NumberCheckDto>;

/** A product page. */
export const ProductDto = z.object({
  id: z.number().int(),
  name: z.string(),
  number: z.string().nullable(),
  year: z.number().int().nullable(),
  belongsTo: BelongsToDto.nullable(),
  manufacturer: NamedRefDto.nullable(),
  parent: NamedRefDto.nullable(),
  /** Sanitised HTML. */
  description: z.string().nullable(),
  source: z.string().nullable(),
  ...englishDtoShape,
  ...recordedDtoShape,
  photos: z.array(NamedPhotoRefDto),
  details: z.array(ProductDetailRefDto),
  numberCheck: NumberCheckDto,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductDto = z.infer<typeof ProductDto>;

export const ProductChildDto = z.object({
  id: z.number().int(),
  name: z.string(),
  year: z.number().int().nullable(),
  number: z.string().nullable(),
  manufacturer: NamedRefDto.nullable(),
});
export type ProductChildDto = z.infer<typeof ProductChildDto>;

/**
 * `POST /products`, `PUT /products/{id}` and the payload of a product change request:
 * the create shape of the spec. References as `{id}`; empty strings become null.
 */
export const ProductWrite = z.object({
  name: z
    .string()
    .trim()
    .min(1, says({ ru: 'Название обязательно', en: 'A name is required' }))
    .max(500),
  description: RichTextInput,
  source: OptionalText(2000),
  belongsTo: OptionalBelongsTo,
  number: OptionalText(100),
  year: YearInput,
  parent: OptionalRef,
  manufacturer: OptionalRef,
  ...englishWriteShape,
  ...recordedWriteShape,
  photos: RefList(200),
});
export type ProductWrite = z.infer<typeof ProductWrite>;
/** The JSON a client sends (before normalising). */
export type ProductWriteInput = z.input<typeof ProductWrite>;

import { z } from 'zod';
import { Language } from './auth';
import type { PrivateKey } from './collection-export';
import { BelongsToDto, Id, PageQuery, pageOf, sortParam } from './common';
import { DatingDto } from './dating';
import type { DetailWriteInput } from './details';
import type { Equal, Expect } from './fields/field-description';
import { englishDtoShape, englishWriteShape, recordedDtoShape, recordedFilterShape, recordedWriteShape } from './fields/recorded-schemas';
import { SearchText, YearFilter } from './filters';
import { PhotoRefDto } from './items';
import { localText, says } from './locale';
import { SimilarPhotoDto } from './photos';
import { NumberCheckDto, type ProductWriteInput } from './products';
import { NamedRefDto } from './reference';
import { OptionalBelongsTo, OptionalLongText, OptionalRef, OptionalText, RefList, RichTextInput, YearInput } from './write-fields';

/** What a collector's own record is (issue 54, ADR 084): a gun (`product`) or a part (`detail`), as in the catalogue. */
export const COLLECTION_KINDS = ['product', 'detail'] as const;
export const CollectionKind = z.enum(COLLECTION_KINDS);
export type CollectionKind = z.infer<typeof CollectionKind>;

/**
 * The gun a record belongs to: one of the owner's own records (`collection`) or a catalogue
 * product (`product`), as the compare page will name them (`collection:7`, `product:1`).
 */
export const PART_OF_KINDS = ['collection', 'product'] as const;
export const PartOfInput = z
  .object({ kind: z.enum(PART_OF_KINDS), id: Id })
  .nullable()
  .optional()
  .transform((v) => (v ? { kind: v.kind, id: v.id } : null));
export const PartOfDto = z.object({ kind: z.enum(PART_OF_KINDS), id: z.number().int(), name: z.string().nullable() });
export type PartOfDto = z.infer<typeof PartOfDto>;

/** A sum of money (a price, an insured value): not negative, kept to the kopeck; empty is none. */
const MoneyInput = z
  .number(says({ ru: 'Сумма: число', en: 'Amount: a number' }))
  .nonnegative(says({ ru: 'Сумма не может быть отрицательной', en: 'An amount cannot be negative' }))
  .max(1e12, says({ ru: 'Сумма слишком велика', en: 'The amount is too large' }))
  .nullable()
  .optional()
  .transform((v) => (v == null ? null : Math.round(v * 100) / 100));

/** The day something was acquired, `YYYY-MM-DD`; empty is none. */
const DayInput = z
  .union([z.literal(''), z.iso.date(says({ ru: 'Дата: ГГГГ-ММ-ДД', en: 'Date: YYYY-MM-DD' }))])
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

/** An ISO 4217 code (`RUB`, `EUR`), upper-cased; empty is none. */
const CurrencyInput = z
  .union([
    z.literal(''),
    z.string().regex(/^[A-Za-z]{3}$/, says({ ru: 'Валюта: три буквы (RUB, EUR)', en: 'Currency: three letters (RUB, EUR)' })),
  ])
  .nullable()
  .optional()
  .transform((v) => (v ? v.toUpperCase() : null));

/** The fields only the owner ever sees: never proposed, exported to others, searched or shown publicly. */
export const privateWriteShape = {
  acquiredFrom: OptionalText(500),
  acquiredOn: DayInput,
  price: MoneyInput,
  currency: CurrencyInput,
  keptAt: OptionalText(500),
  insuredValue: MoneyInput,
  notes: OptionalLongText(5000),
};
export type PrivateFieldKey = keyof typeof privateWriteShape;
export const PRIVATE_FIELD_KEYS = Object.keys(privateWriteShape) as PrivateFieldKey[];
/** The spreadsheet's and the labels' list of private fields (collection-export.ts, without zod) is this one. */
export type PrivateKeysChecks = [Expect<Equal<PrivateKey, PrivateFieldKey>>];

/** `GET /api/collection/export`: the owner's records as a spreadsheet, CSV (as Excel opens it) or XLSX, headers and words in `lang`. */
export const CollectionExportQuery = z.object({
  format: z.enum(['csv', 'xlsx'], says({ ru: 'Формат: csv или xlsx', en: 'Format: csv or xlsx' })).default('csv'),
  lang: Language.optional(),
});
export type CollectionExportQuery = z.infer<typeof CollectionExportQuery>;

export const privateDtoShape = {
  acquiredFrom: z.string().nullable(),
  acquiredOn: z.string().nullable(),
  price: z.number().nullable(),
  currency: z.string().nullable(),
  keptAt: z.string().nullable(),
  insuredValue: z.number().nullable(),
  notes: z.string().nullable(),
} satisfies Record<PrivateFieldKey, z.ZodType>;

/**
 * `POST /api/collection/items` and `PUT /api/collection/items/{id}`: the catalogue's field names
 * (their recorded and English fields made from the same descriptions, so a new one appears here),
 * `kind`, the gun it belongs to (`partOf`) and the private fields. A gun needs a name, a part its
 * type, as in the catalogue, so a record can later be proposed as it is.
 */
export const CollectionItemWrite = z
  .object({
    kind: CollectionKind,
    name: OptionalText(500),
    number: OptionalText(100),
    year: YearInput,
    belongsTo: OptionalBelongsTo,
    manufacturer: OptionalRef,
    type: OptionalRef,
    subtype: OptionalRef,
    source: OptionalText(2000),
    description: RichTextInput,
    ...englishWriteShape,
    ...recordedWriteShape,
    stamps: RefList(100),
    partOf: PartOfInput,
    ...privateWriteShape,
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'product' && !value.name) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: localText({ ru: 'Название обязательно', en: 'A name is required' }) });
    }
    if (value.kind === 'detail' && !value.type) {
      ctx.addIssue({ code: 'custom', path: ['type'], message: localText({ ru: 'Тип детали обязателен', en: 'A part type is required' }) });
    }
    if (value.kind === 'product' && (value.type || value.subtype)) {
      ctx.addIssue({
        code: 'custom',
        path: ['type'],
        message: localText({ ru: 'Тип и подтип бывают только у детали', en: 'Only a part has a type and a subtype' }),
      });
    }
  });
export type CollectionItemWrite = z.infer<typeof CollectionItemWrite>;
export type CollectionItemWriteInput = z.input<typeof CollectionItemWrite>;

/**
 * The catalogue's write fields a record does not take under the catalogue's name: photos (private
 * photos come with their own upload), the gun it belongs to (`parent`, `product`: here `partOf`,
 * which may also be an own record) and `number`'s old name.
 */
type NotTaken = 'photos' | 'parent' | 'product' | 'serialNumber';
// A field added to the catalogue's writes fails here until the collection takes it (or says why not).
export type CollectionFieldChecks = [
  Expect<
    Equal<
      Exclude<keyof ProductWriteInput | keyof DetailWriteInput, NotTaken>,
      Exclude<keyof CollectionItemWriteInput, 'kind' | 'partOf' | PrivateFieldKey>
    >
  >,
];

/**
 * A private photo of a record (ADR 088): its files are served to the owner only, under
 * `/api/collection/photos/{id}/` (the original, the thumbnail, the display sizes and the deep-zoom
 * tiles), never under `/uploads` or `/iiif`.
 */
export const CollectionPhotoDto = PhotoRefDto.extend({
  /** The uploaded file's name, else the stored one. */
  name: z.string(),
  contentType: z.string(),
  /** The stored original's bytes: what counts against the account's photo megabytes. */
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
  /** Published catalogue photos that are near-duplicates of it («похоже на фото …», ADR 080), closest first. */
  similar: z.array(SimilarPhotoDto),
});
export type CollectionPhotoDto = z.infer<typeof CollectionPhotoDto>;

/** A record as its owner reads it, with the catalogue's evidence about it. */
export const CollectionItemDto = z.object({
  id: z.number().int(),
  kind: CollectionKind,
  name: z.string().nullable(),
  number: z.string().nullable(),
  year: z.number().int().nullable(),
  belongsTo: BelongsToDto.nullable(),
  manufacturer: NamedRefDto.nullable(),
  type: NamedRefDto.nullable(),
  subtype: NamedRefDto.nullable(),
  source: z.string().nullable(),
  /** Sanitised HTML. */
  description: z.string().nullable(),
  ...englishDtoShape,
  ...recordedDtoShape,
  stamps: z.array(NamedRefDto),
  partOf: PartOfDto.nullable(),
  ...privateDtoShape,
  /** The dating answer for its number (the «Проверить год» table and the catalogue's examples); null without an all-digit number. */
  dating: DatingDto.nullable(),
  /**
   * The owner's parts of the same gun (this record when it is a gun, else the gun it belongs to)
   * of types that carry the gun's number, each against it; null for a part that belongs to no gun.
   * Ids are the owner's records.
   */
  numberCheck: NumberCheckDto.nullable(),
  /** Its private photos, oldest first. */
  photos: z.array(CollectionPhotoDto),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CollectionItemDto = z.infer<typeof CollectionItemDto>;

/** A line of the owner's list. */
export const CollectionListItemDto = CollectionItemDto.pick({
  id: true,
  kind: true,
  name: true,
  nameEn: true,
  number: true,
  year: true,
  manufacturer: true,
  type: true,
  partOf: true,
  condition: true,
  updatedAt: true,
});
export type CollectionListItemDto = z.infer<typeof CollectionListItemDto>;
export const CollectionListPage = pageOf(CollectionListItemDto);

export const COLLECTION_SORT_FIELDS = ['id', 'name', 'number', 'year', 'updatedAt'] as const;

/**
 * `GET /api/collection/items`: words of the name, number, markings, provenance and notes; a kind;
 * a year, a maker and a part type by id, and the recorded fields' filters (`condition=`) as the
 * catalogue's lists take them; an order; a page.
 */
export const CollectionListQuery = PageQuery.extend({
  q: SearchText,
  kind: CollectionKind.optional(),
  year: YearFilter,
  manufacturer: Id.optional(),
  type: Id.optional(),
  ...recordedFilterShape,
  sort: sortParam(COLLECTION_SORT_FIELDS, 'id,desc'),
});
export type CollectionListQuery = z.infer<typeof CollectionListQuery>;

/** `POST /api/collection/wanted`: a number sought to reunite with a gun («замок от № 21105»). */
export const WantedWrite = z.object({
  kind: CollectionKind,
  number: z
    .string()
    .trim()
    .min(1, says({ ru: 'Номер обязателен', en: 'A number is required' }))
    .max(100, says({ ru: 'Не длиннее 100 символов', en: 'at most 100 characters long' })),
  note: OptionalText(500),
});
export type WantedWrite = z.infer<typeof WantedWrite>;

/** A published catalogue item carrying a sought number under the number rule (ADR 091). */
export const WantedFoundDto = z.object({
  kind: CollectionKind,
  id: z.number().int(),
  /** The item's name (a part without one: its type's). */
  name: z.string(),
  nameEn: z.string().nullable(),
  number: z.string(),
});
export type WantedFoundDto = z.infer<typeof WantedFoundDto>;

/** How many found items a sought number lists; `foundCount` says how many there are in all. */
export const WANTED_FOUND_SHOWN = 10;

export const WantedDto = z.object({
  id: z.number().int(),
  kind: CollectionKind,
  number: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
  /** The catalogue's items found for it, the first `WANTED_FOUND_SHOWN` by id. */
  found: z.array(WantedFoundDto),
  foundCount: z.number().int(),
});
export type WantedDto = z.infer<typeof WantedDto>;

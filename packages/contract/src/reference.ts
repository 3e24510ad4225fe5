import { z } from 'zod';
import { BelongsToDto, BelongsToInput, Ref } from './common';
import { says } from './locale';
import { OptionalText, OptionalWebUrl, RichTextInput } from './write-fields';

/**
 * The English name of a reference entry or an item (ADR 064, 082): optional; English pages show
 * it where present and the name as entered (marked Russian) where not.
 */
export const EnglishNameDto = z.string().nullable();
/** Longest English name of a maker, type, subtype or stamp. */
export const ENGLISH_NAME_MAX = 300;
/** An English name as sent: trimmed; empty or absent is null. */
export const EnglishNameInput = OptionalText(ENGLISH_NAME_MAX);

/**
 * A manufacturer. In the list (`GET /manufacturers`) `description` is a plain-text excerpt of at
 * most 300 characters, so the home page's list stays small; `GET /manufacturers/{id}` has it whole.
 */
export const ManufacturerDto = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: EnglishNameDto,
  shortName: z.string().nullable(),
  country: z.string().nullable(),
  period: z.string().nullable(),
  description: z.string().nullable(),
  url: z.string().nullable(),
});
export type ManufacturerDto = z.infer<typeof ManufacturerDto>;

export const DetailSubtypeDto = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: EnglishNameDto,
  description: z.string().nullable(),
});
export type DetailSubtypeDto = z.infer<typeof DetailSubtypeDto>;

export const DetailTypeDto = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: EnglishNameDto,
  description: z.string().nullable(),
  belongsTo: BelongsToDto,
  /** «Несёт номер изделия»: its details carry their product's number, compared on the product page (ADR 063). */
  carriesNumber: z.boolean(),
  subtypes: z.array(DetailSubtypeDto),
});
export type DetailTypeDto = z.infer<typeof DetailTypeDto>;

/** `{id, name, nameEn}` of a referenced entity (a maker, type, subtype, stamp or item), as answers embed it. */
export const NamedRefDto = z.object({ id: z.number().int(), name: z.string(), nameEn: EnglishNameDto });
export type NamedRefDto = z.infer<typeof NamedRefDto>;

/** `POST /manufacturers` (moderators and admins; a plain user proposes one as a change request, ADR 041) and `PUT /manufacturers/{id}` (admin). */
export const ManufacturerWrite = z.object({
  name: z
    .string()
    .trim()
    .min(1, says({ ru: 'Название обязательно', en: 'A name is required' }))
    .max(300),
  nameEn: EnglishNameInput,
  description: RichTextInput,
  url: OptionalWebUrl(2000),
  shortName: OptionalText(100),
  country: OptionalText(100),
  period: OptionalText(100),
});
export type ManufacturerWrite = z.infer<typeof ManufacturerWrite>;
/** The JSON a client sends (before normalising). */
export type ManufacturerWriteInput = z.input<typeof ManufacturerWrite>;

export const DetailTypeWrite = z.object({
  name: z
    .string()
    .trim()
    .min(1, says({ ru: 'Название обязательно', en: 'A name is required' }))
    .max(300),
  nameEn: EnglishNameInput,
  description: RichTextInput,
  belongsTo: BelongsToInput,
  /** «Несёт номер изделия» (ADR 063): false for a new type when left out; a PUT without it keeps what the type had. */
  carriesNumber: z.boolean({ error: 'Несёт номер изделия: true или false' }).optional(),
});
export type DetailTypeWrite = z.infer<typeof DetailTypeWrite>;
/** The JSON a client sends (before normalising). */
export type DetailTypeWriteInput = z.input<typeof DetailTypeWrite>;

export const DetailSubtypeWrite = z.object({
  name: z
    .string()
    .trim()
    .min(1, says({ ru: 'Название обязательно', en: 'A name is required' }))
    .max(300),
  nameEn: EnglishNameInput,
  description: RichTextInput,
  type: Ref,
});
export type DetailSubtypeWrite = z.infer<typeof DetailSubtypeWrite>;
/** The JSON a client sends (before normalising). */
export type DetailSubtypeWriteInput = z.input<typeof DetailSubtypeWrite>;

/** A subtype alone, as its writes answer. */
export const DetailSubtypeWithTypeDto = DetailSubtypeDto.extend({ type: z.object({ id: z.number().int() }) });
export type DetailSubtypeWithTypeDto = z.infer<typeof DetailSubtypeWithTypeDto>;

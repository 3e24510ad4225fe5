import { z } from 'zod';
import { BelongsToInput, Id } from './common';
import { recordedFilterShape } from './fields/recorded-schemas';
import { localText, says } from './locale';
import { YEAR_TEXT } from './years';

/** Free search text; NUL bytes are dropped, longer than 1000 characters is a 400. */
export const SearchText = z
  .string()
  .max(1000, says({ ru: 'Запрос: не длиннее 1000 символов', en: 'Query: at most 1000 characters long' }))
  .transform((value) => value.replaceAll('\u0000', ' ').trim())
  .optional();

/** A year as typed: 1 to 4 digits (so `1e3` or `19.5` are a 400, not a guess). */
export const YearValue = z
  .string()
  .regex(YEAR_TEXT, says({ ru: 'Год: от 1 до 4 цифр', en: 'Year: 1 to 4 digits' }))
  .transform(Number);

export const YearFilter = YearValue.optional();

/**
 * A reference filter given as an id (digits) or an exact name, as links from item pages
 * use both: `manufacturer=3` or `manufacturer=Тульский оружейный завод`.
 */
export const IdOrNameFilter = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .refine((value) => !value.includes('\u0000'), says({ ru: 'Недопустимый символ', en: 'Not an accepted character' }))
  .transform((value, ctx): IdOrName => {
    if (!/^\d+$/.test(value)) return { name: value };
    const id = Id.safeParse(value);
    if (!id.success) {
      ctx.addIssue({ code: 'custom', message: localText({ ru: 'Недопустимый id', en: 'Not an accepted id' }) });
      return z.NEVER;
    }
    return { id: id.data };
  })
  .optional();
export type IdOrName = { id: number } | { name: string };

/** `stamps=1,2,3`: a comma list of stamp ids (at most 50). */
export const IdListFilter = z
  .string()
  .max(600)
  .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, says({ ru: 'Ожидается список id через запятую', en: 'A comma-separated list of ids is expected' }))
  .transform((value) => [...new Set(value.split(',').map((part) => Number(part.trim())))])
  .pipe(z.array(z.number().int().positive().max(2_147_483_647)).max(50, says({ ru: 'Не больше 50 клейм', en: 'At most 50 stamps' })))
  .optional();

/**
 * `numbersMatch=true`: only products whose numbers all match (ADR 063): at least one detail of a
 * type that carries the product's number, each with that number. `false` is the same as leaving it out.
 */
export const NumbersMatchFilter = z
  .enum(['true', 'false'], says({ ru: 'numbersMatch: true или false', en: 'numbersMatch: true or false' }))
  .transform((value) => value === 'true')
  .optional();

/** The item filters shared by search, details page and the gallery. */
export const ItemFilters = z.object({
  year: YearFilter,
  manufacturer: IdOrNameFilter,
  belongsTo: BelongsToInput.optional(),
  /** `condition=хорошее`: the recorded fields' filters (ADR 052). */
  ...recordedFilterShape,
});

/** Detail-only filters: with any of them, no product matches. */
export const DetailFilters = ItemFilters.extend({
  type: IdOrNameFilter,
  subtype: IdOrNameFilter,
  stamps: IdListFilter,
  product: Id.optional(),
});

/** Product-only filters: with any of them, no detail matches. */
export const ProductFilters = ItemFilters.extend({
  numbersMatch: NumbersMatchFilter,
});

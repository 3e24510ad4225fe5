import { z } from 'zod';
import { BelongsToInput, Ref } from './common';
import { DESCRIPTION_MAX } from './constants';

export { DESCRIPTION_MAX };

/** Optional plain text: trimmed; an empty string, null or absence becomes null. */
export const OptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Не длиннее ${max} символов`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/** Rich text (HTML); the server sanitises it to the allowlist before storing. */
export const RichTextInput = z
  .string()
  .max(DESCRIPTION_MAX, `Не длиннее ${DESCRIPTION_MAX} символов`)
  .nullable()
  .optional()
  .transform((v) => (v?.trim() ? v : null));

/** A year: an integer or null; an empty string is null, a string of 1-4 digits is read as a number. */
export const YearInput = z
  .union([
    z.number().int('Год: целое число').min(1, 'Год: от 1 до 9999').max(9999, 'Год: от 1 до 9999'),
    z.string().regex(/^\s*(\d{1,4})?\s*$/, 'Год: от 1 до 4 цифр'),
  ])
  .nullable()
  .optional()
  .transform((v, ctx) => {
    if (v == null || (typeof v === 'string' && v.trim() === '')) return null;
    const year = Number(v);
    if (year < 1) {
      ctx.addIssue({ code: 'custom', message: 'Год: от 1 до 9999' });
      return z.NEVER;
    }
    return year;
  });

/** belongsTo on write: Cyrillic or Latin alias; empty, null or absent is null. */
export const OptionalBelongsTo = z
  .union([z.literal(''), BelongsToInput])
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

/** An optional reference `{id}`; null or absent is none. Other fields of the object are ignored. */
export const OptionalRef = Ref.nullable()
  .optional()
  .transform((v) => (v ? { id: v.id } : null));

/** A list of references `{id}`; duplicates dropped, order kept; null or absent is empty. */
export const RefList = (max: number) =>
  z
    .array(Ref)
    .max(max, `Не больше ${max}`)
    .nullable()
    .optional()
    .transform((list) => [...new Set((list ?? []).map((ref) => ref.id))].map((id) => ({ id })));

import { z } from 'zod';
import { BelongsToInput, Ref } from './common';
import { DESCRIPTION_MAX } from './constants';
import { says } from './locale';
import { isWebUrl, WEB_URL_WORDS } from './web-url';
import { isPlausibleYear, yearRangeMessage } from './years';

export { DESCRIPTION_MAX };

/** Optional plain text: trimmed; an empty string, null or absence becomes null. */
export const OptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, says({ ru: `Не длиннее ${max} символов`, en: `at most ${max} characters long` }))
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/**
 * Optional multi-line plain text (an inscription, a provenance): trimmed, line breaks kept
 * (CRLF read as LF, runs of blank lines at most one); empty is null. Shown as text, never as
 * HTML: a `<` in it is a character.
 */
export const OptionalLongText = (max: number) =>
  z
    .string()
    .max(max, `Не длиннее ${max} символов`)
    .nullable()
    .optional()
    .transform((v) => {
      const text = (v ?? '')
        .replace(/\r\n?/g, '\n')
        .replace(/[ \t]+$/gm, '')
        .replace(/\n{3,}/g, '\n\n')
        .trim();
      return text ? text : null;
    });

/** One of a fixed list of values, or none: an empty string, null or absence is null. */
export const OptionalChoice = <const C extends readonly [string, ...string[]]>(choices: C) =>
  z
    .union([z.literal(''), z.enum(choices, { error: `Одно из значений: ${choices.join(', ')}` })])
    .nullable()
    .optional()
    .transform((v): C[number] | null => (v ? v : null));

/**
 * An optional web address a user gives (a manufacturer's site): absolute, `http:` or `https:`
 * only, so a stored link can never run script (`javascript:`), carry data or open another app.
 */
export const OptionalWebUrl = (max: number) => OptionalText(max).refine((v) => v === null || isWebUrl(v), says(WEB_URL_WORDS));

/** Rich text (HTML); the server sanitises it to the allowlist before storing. */
export const RichTextInput = z
  .string()
  .max(DESCRIPTION_MAX, says({ ru: `Не длиннее ${DESCRIPTION_MAX} символов`, en: `at most ${DESCRIPTION_MAX} characters long` }))
  .nullable()
  .optional()
  .transform((v) => (v?.trim() ? v : null));

/**
 * A year: an integer or null; an empty string is null, a string of 4 digits is read as a
 * number. Outside 1800 to the current year is refused (checked when parsing, so the year
 * boundary moves with the clock).
 */
export const YearInput = z
  .union([
    z.number().int(says({ ru: 'Год: целое число', en: 'Year: a whole number' })),
    z.string().regex(/^\s*(\d{4})?\s*$/, says({ ru: 'Год: четыре цифры', en: 'Year: four digits' })),
  ])
  .nullable()
  .optional()
  .transform((v, ctx) => {
    if (v == null || (typeof v === 'string' && v.trim() === '')) return null;
    const year = Number(v);
    if (!isPlausibleYear(year)) {
      ctx.addIssue({ code: 'custom', message: yearRangeMessage() });
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
    .max(max, says({ ru: `Не больше ${max}`, en: `at most ${max}` }))
    .nullable()
    .optional()
    .transform((list) => [...new Set((list ?? []).map((ref) => ref.id))].map((id) => ({ id })));

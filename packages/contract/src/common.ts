import { z } from 'zod';
import { BELONGS_TO_VALUES, type ITEM_CONDITIONS, PAGE_SIZE_MAX } from './constants';
import { localText, says } from './locale';

export { BELONGS_TO_VALUES, PAGE_SIZE_MAX };

export type BelongsTo = (typeof BELONGS_TO_VALUES)[number];
/** An item's `condition` (issue 31). */
export type ItemCondition = (typeof ITEM_CONDITIONS)[number];

/** Latin aliases accepted on input (any case), as the API contract allows. */
const BELONGS_TO_ALIASES: Record<string, BelongsTo> = {
  максим: 'максим',
  maxim: 'максим',
  станок: 'станок',
  stanok: 'станок',
  другое: 'другое',
  other: 'другое',
  зип: 'ЗИП',
  zip: 'ЗИП',
};

/** Parses a belongsTo value from input: Cyrillic or a Latin alias, any case. */
export function parseBelongsTo(value: string): BelongsTo | undefined {
  return BELONGS_TO_ALIASES[value.trim().toLowerCase()];
}

/** belongsTo on input: normalised to the stored Cyrillic value; anything else is invalid. */
export const BelongsToInput = z
  .string()
  .max(20)
  .transform((value, ctx) => {
    const parsed = parseBelongsTo(value);
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: localText({ ru: 'Неизвестное назначение', en: 'Unknown purpose' }) });
      return z.NEVER;
    }
    return parsed;
  });

/** belongsTo on output. */
export const BelongsToDto = z.enum(BELONGS_TO_VALUES);

/** A positive integer id, in a path or a body. */
export const Id = z.coerce.number().int().positive().max(2_147_483_647);

export const IdParams = z.object({ id: Id });
export type IdParams = z.infer<typeof IdParams>;

/** A reference to another entity, as `{id}`. */
export const Ref = z.object({ id: Id });
export type Ref = z.infer<typeof Ref>;

/** Query params shared by every paged endpoint; `sort` is checked per endpoint. */
export const PageQuery = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** `sort` as `field,dir`, with the fields an endpoint allows. */
export function sortParam<const F extends readonly [string, ...string[]]>(fields: F, fallback: `${F[number]},${'asc' | 'desc'}`) {
  return z
    .string()
    .regex(
      new RegExp(`^(${fields.join('|')}),(asc|desc)$`),
      says({ ru: `Сортировка: ${fields.join(', ')} с asc или desc`, en: `Sorting: ${fields.join(', ')} with asc or desc` }),
    )
    .default(fallback)
    .transform((value) => {
      const [field, dir] = value.split(',') as [F[number], 'asc' | 'desc'];
      return { field, dir };
    });
}

/**
 * Catalogue counts are exact up to this many rows; past it a page says «более 10 000» (`atLeast`)
 * or gives the database's estimate («около 85 000», `about`) instead of counting every row (ADR 022).
 */
export const EXACT_COUNT_MAX = 10_000;
/**
 * Pages of a catalogue search reach this many rows at most (as Elasticsearch's max_result_window):
 * deeper offsets would read the whole match; a narrower search finds the rest (ADR 022).
 */
export const RESULT_WINDOW = 10_000;

/**
 * What `totalElements` is: `exact` a count; `atLeast` a lower bound (the count stopped at
 * EXACT_COUNT_MAX); `about` the database's estimate, rounded; `none` not counted at all (the
 * caller asked `total=none`): then it only covers the rows up to this page.
 */
export const TotalKind = z.enum(['exact', 'atLeast', 'about', 'none']);
export type TotalKind = z.infer<typeof TotalKind>;

/** `total=none`: the caller shows no total (the home page's cards), so the server counts nothing. */
export const TotalParam = z.enum(['count', 'none']).catch('count').default('count');

/** A page of results. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    /** How `totalElements` was obtained; see TotalKind. */
    totalKind: TotalKind,
    /** Pages that can be opened: past an inexact total, no further than RESULT_WINDOW rows. */
    totalPages: z.number().int(),
    number: z.number().int(),
    size: z.number().int(),
  });
}
export type Page<T> = { content: T[]; totalElements: number; totalKind: TotalKind; totalPages: number; number: number; size: number };

/** RFC 9457 problem details, as every error answer carries. */
export const Problem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  code: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type Problem = z.infer<typeof Problem>;

/** A plain `{message}` answer. */
export const MessageDto = z.object({ message: z.string() });
export type MessageDto = z.infer<typeof MessageDto>;

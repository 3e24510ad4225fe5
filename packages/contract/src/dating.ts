import { z } from 'zod';
import { pageOf } from './common';
import { localText, says } from './locale';
import { DATING_POINTS_MAX, DATING_TABLE_PARAMS } from './serial-dating';
import type { SerialTableId } from './serial-dating/serial-tables';
import { SERIAL_DIGITS_MAX } from './serial-number';

const TABLE_BY_PARAM: Record<string, SerialTableId> = Object.fromEntries(
  Object.entries(DATING_TABLE_PARAMS).map(([id, param]) => [param, id as SerialTableId]),
);

/** `table=maxim|state-factory`, read as the table's id. */
export const DatingTableInput = z.string().transform((value, ctx) => {
  const id = TABLE_BY_PARAM[value];
  if (!id) {
    ctx.addIssue({ code: 'custom', message: localText({ ru: 'Таблица: maxim или state-factory', en: 'Table: maxim or state-factory' }) });
    return z.NEVER;
  }
  return id;
});

/** The highest serial a table lookup takes: nine digits, as the stored number's key is read (ADR 060). */
export const DATING_SERIAL_MAX = 10 ** SERIAL_DIGITS_MAX - 1;

/** A serial number as digits only (the calculators strip the rest before asking). */
const SerialInput = z
  .string()
  .regex(/^\d{1,9}$/, says({ ru: 'Номер: от одной до девяти цифр', en: 'Number: one to nine digits' }))
  .transform(Number);

export const DatingQuery = z.object({ serial: SerialInput, table: DatingTableInput });
export type DatingQuery = z.infer<typeof DatingQuery>;

/** The table's answer, as the calculators give it. */
export const YearLookupDto = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('exact'), year: z.number().int() }),
  z.object({ kind: z.literal('approx'), from: z.number().int(), to: z.number().int() }),
  z.object({ kind: z.literal('before'), year: z.number().int() }),
  z.object({ kind: z.literal('after'), year: z.number().int() }),
]);

/** A catalogued item with a serial and a stated year. */
export const DatedItemDto = z.object({
  id: z.number().int(),
  kind: z.enum(['product', 'detail']),
  title: z.string(),
  number: z.string(),
  /** The number as the table reads it. */
  serial: z.number().int(),
  year: z.number().int(),
  /** The site's page of the item. */
  path: z.string(),
  /** The stated year is within a year of what the table says for the number. */
  agrees: z.boolean(),
});
export type DatedItemDto = z.infer<typeof DatedItemDto>;

/** The estimate by distance (ADR 078): the year, the years it allows, how many examples within what serial distance. */
export const YearEstimateDto = z.object({
  year: z.number().int(),
  low: z.number().int(),
  high: z.number().int(),
  /** Examples it rests on; 0 when the table's answer stands alone. */
  examples: z.number().int(),
  /** The serial distance those examples cover («в пределах ±500 номеров»). */
  within: z.number().int(),
  /** The examples' own year, null without any; beside an exact table year that differs, a contradiction. */
  fromExamples: z.number().int().nullable(),
});

/** `GET /api/archive/dating`: the table's answer and the catalogue's own examples around the number. */
export const DatingDto = z.object({
  serial: z.number().int(),
  table: z.enum(['maxim', 'state-factory']),
  answer: YearLookupDto.nullable(),
  /** The nearest examples below (nearest first) and at or above the number (nearest first). */
  below: z.array(DatedItemDto),
  above: z.array(DatedItemDto),
  estimate: YearEstimateDto.nullable(),
});
export type DatingDto = z.infer<typeof DatingDto>;

/** `GET /api/archive/dating/points`: the examples of a table in a run of numbers, for the chart. */
export const DatingPointsQuery = z
  .object({
    table: DatingTableInput,
    from: z.coerce.number().int().min(0).max(DATING_SERIAL_MAX).default(0),
    to: z.coerce.number().int().min(0).max(DATING_SERIAL_MAX).default(DATING_SERIAL_MAX),
  })
  .refine((q) => q.from <= q.to, {
    ...says({ ru: 'Начало диапазона больше конца', en: 'The start of the range is above its end' }),
    path: ['from'],
  });
export type DatingPointsQuery = z.infer<typeof DatingPointsQuery>;

export const DatingPointsDto = z.object({
  points: z.array(DatedItemDto),
  /** More than DATING_POINTS_MAX examples in the run: the first ones by number are given. */
  truncated: z.boolean(),
  limit: z.literal(DATING_POINTS_MAX),
});
export type DatingPointsDto = z.infer<typeof DatingPointsDto>;

/** `GET /api/archive/dating/check`: «Проверить год», paged by number. */
export const DatingCheckQuery = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type DatingCheckQuery = z.infer<typeof DatingCheckQuery>;

/** A «Проверить год» row: the item and what the Maxim table says for its number. */
export const DatingCheckItemDto = DatedItemDto.extend({ answer: YearLookupDto });
export type DatingCheckItemDto = z.infer<typeof DatingCheckItemDto>;
export const DatingCheckPage = pageOf(DatingCheckItemDto);
export type DatingCheckPage = z.infer<typeof DatingCheckPage>;

/**
 * A row of «Примеры против таблицы» (`GET /api/archive/dating/contradictions`, ADR 078): an example
 * whose stated year is off the Maxim table's exact year, where the other examples near its number
 * say so too (`datingContradictions`). Paged by number, with «Проверить год»'s query.
 */
export const DatingContradictionDto = DatedItemDto.extend({
  /** The table's exact year for the number. */
  tableYear: z.number().int(),
  /** What the other examples within reach say for the number. */
  examplesYear: z.number().int(),
  /** How many other examples that rests on. */
  examples: z.number().int(),
});
export type DatingContradictionDto = z.infer<typeof DatingContradictionDto>;
export const DatingContradictionPage = pageOf(DatingContradictionDto);
export type DatingContradictionPage = z.infer<typeof DatingContradictionPage>;

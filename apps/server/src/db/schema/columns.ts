import { type FieldDescription, RECORDED_FIELDS, RECORDED_KEYS, type RecordedFieldKey } from '@museum/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, check, customType, type PgTextBuilderInitial, text, timestamp } from 'drizzle-orm/pg-core';

/** A PostgreSQL full-text search vector, kept up to date by triggers. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/** created_at / updated_at pair used by the catalogue tables. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** The four Cyrillic purposes: the type of every belongs_to column (the contract's BelongsTo). */
export const BELONGS_TO = ['максим', 'станок', 'другое', 'ЗИП'] as const;

/** The belongs_to check: only the four Cyrillic purposes are stored. */
export const belongsToCheck = (table: string, column: AnyPgColumn) =>
  check(`${table}_belongs_to_check`, sql`${column} in ('максим', 'станок', 'другое', 'ЗИП')`);

/**
 * A serial number's key, the contract's number rule (`serialKeyOf`, ADR 078) spelled in SQL: lower
 * case, without white space, dots, «№» and dashes, without a Latin «N»/«No» sign before the first
 * digit, Latin look-alikes folded to Cyrillic letters, so «№ 21105», «N21105» and «21 105» are one
 * number and «AE 3310», «АЕ3310» and «ае-3310» another. The same expression indexes the stored
 * numbers and turns the typed text into a prefix; the shared case table checks it against the contract.
 */
export const serialKey = (value: AnyPgColumn | SQL) =>
  sql`translate(regexp_replace(regexp_replace(lower(${value}), '[[:space:].№–—-]+', '', 'g'), '^no?(?=[0-9])', ''), 'abekmhopctxy', 'авекмнорстху')`;

type Recorded = typeof RECORDED_FIELDS;
type ColumnValues<F> = F extends { choices: infer C extends readonly [string, ...string[]] } ? [...C] : [string, ...string[]];
/** `numberPlace` as `number_place`, for the columns' types as `columnName` spells them. */
type Snake<S extends string> = S extends `${infer H}${infer T}` ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${Snake<T>}` : S;
type RecordedColumns = { [K in RecordedFieldKey]: PgTextBuilderInitial<Snake<K>, ColumnValues<Recorded[K]>> };

/** A field's key as a column's name: `numberPlace` is `number_place`, as the other columns are spelled. */
const columnName = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * The columns of the recorded fields (condition, markings, provenance, number place: ADR 052), one
 * text column of the field's name each, typed by its choices: made from the descriptions, so one
 * more recorded field needs no edit here (its migration comes from `npm run db:generate`).
 */
export function recordedColumns(): RecordedColumns {
  return Object.fromEntries(
    RECORDED_KEYS.map((key) => {
      const field: FieldDescription = RECORDED_FIELDS[key];
      const name = columnName(key);
      return [key, field.choices ? text(name, { enum: field.choices }) : text(name)];
    }),
  ) as RecordedColumns;
}

/**
 * The columns of the English name and description (ADR 064): text, `name_en` and `description_en`,
 * null when the item has none.
 */
export const englishColumns = () => ({ nameEn: text('name_en'), descriptionEn: text('description_en') });

/** A check per recorded choice field: only its choices are stored (like the belongs_to check). */
export const recordedChecks = (table: string, columns: Record<RecordedFieldKey, AnyPgColumn>) =>
  RECORDED_KEYS.flatMap((key) => {
    const field: FieldDescription = RECORDED_FIELDS[key];
    if (!field.choices) return [];
    const values = sql.join(
      field.choices.map((value) => sql.raw(`'${value.replaceAll("'", "''")}'`)),
      sql`, `,
    );
    return [check(`${table}_${key}_check`, sql`${columns[key]} in (${values})`)];
  });
/**
 * A serial number as a year table reads it: the search key when it is all digits (up to nine, so
 * it fits an integer), else null. Spelled on the stored number again, not on `serial_key`: a
 * generated column cannot read another. Dating finds the nearest examples by it (ADR 060).
 */
export const serialValue = (value: AnyPgColumn | SQL) =>
  sql`case when ${serialKey(value)} ~ '^[0-9]{1,9}$' then ${serialKey(value)}::integer end`;

import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, check, customType, timestamp } from 'drizzle-orm/pg-core';

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
 * A serial number's search key: lower case, without spaces and hyphens, Latin letters that look
 * like Cyrillic ones folded to them, so «AE 3310», «АЕ3310» and «ае-3310» are one serial (ADR 018).
 * The same expression indexes the stored numbers and turns the typed text into a prefix.
 */
export const serialKey = (value: AnyPgColumn | SQL) =>
  sql`translate(regexp_replace(lower(${value}), '[[:space:]-]+', '', 'g'), 'abekmhopctxy', 'авекмнорстху')`;

/**
 * A serial number as a year table reads it: the search key when it is all digits (up to nine, so
 * it fits an integer), else null. Spelled on the stored number again, not on `serial_key`: a
 * generated column cannot read another. Dating finds the nearest examples by it (ADR 060).
 */
export const serialValue = (value: AnyPgColumn | SQL) =>
  sql`case when ${serialKey(value)} ~ '^[0-9]{1,9}$' then ${serialKey(value)}::integer end`;

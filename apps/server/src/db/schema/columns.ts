import { sql } from 'drizzle-orm';
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

/** The belongs_to check: only the four Cyrillic purposes are stored. */
export const belongsToCheck = (table: string, column: AnyPgColumn) =>
  check(`${table}_belongs_to_check`, sql`${column} in ('максим', 'станок', 'другое', 'ЗИП')`);

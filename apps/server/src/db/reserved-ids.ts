import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/**
 * `count` new ids of a table with a serial `id`, taken from its sequence in one statement, in
 * increasing order: rows inserted later with these ids are numbered as if inserted one by one now.
 */
export async function reserveIds(tx: Executor, table: PgTable, count: number): Promise<number[]> {
  if (count === 0) return [];
  const sequence = sql`pg_get_serial_sequence(${getTableName(table)}, 'id')`;
  const rows = await tx.select({ id: sql<number>`nextval(${sequence})`.mapWith(Number) }).from(sql`generate_series(1, ${count}::int)`);
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client';
import { rawRows, scalar } from './raw-sql';

/**
 * The columns `insert into <table> (...) select ... from json_populate_recordset(...)` may name:
 * every column but the generated ones (a stored serial key, ADR 037), which PostgreSQL computes
 * and refuses to be given, even as null.
 */
export async function insertableColumns(tx: Executor, table: string): Promise<string[]> {
  const rows = await rawRows(
    tx,
    'inserted-columns',
    { name: scalar.text },
    sql`select attname::text as name from pg_attribute
        where attrelid = ${`public.${table}`}::regclass and attnum > 0 and not attisdropped and attgenerated = ''
        order by attnum`,
  );
  return rows.map((row) => row.name);
}

/** Column names as a quoted SQL list. */
export const columnList = (names: readonly string[]): SQL => sql.raw(names.map((name) => `"${name.replaceAll('"', '""')}"`).join(', '));

/** The column list of such an insert when the rows carry every column (a backup of the same schema). */
export async function insertedColumns(tx: Executor, table: string): Promise<SQL> {
  return columnList(await insertableColumns(tx, table));
}

import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client';
import { rawRows, scalar } from './raw-sql';

/**
 * The column list of `insert into <table> (...) select ... from json_populate_recordset(...)`:
 * every column but the generated ones (a stored serial key, ADR 037), which PostgreSQL computes
 * and refuses to be given, even as null.
 */
export async function insertedColumns(tx: Executor, table: string): Promise<SQL> {
  const rows = await rawRows(
    tx,
    'inserted-columns',
    { name: scalar.text },
    sql`select attname::text as name from pg_attribute
        where attrelid = ${`public.${table}`}::regclass and attnum > 0 and not attisdropped and attgenerated = ''
        order by attnum`,
  );
  return sql.raw(rows.map((row) => `"${row.name.replaceAll('"', '""')}"`).join(', '));
}

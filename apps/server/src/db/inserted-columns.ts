import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client';
import { rawRows, scalar } from './raw-sql';

/**
 * The column list of `insert into <table> (...) select ... from json_populate_recordset(...)`:
 * every column but the generated ones (a stored serial key, ADR 037), which PostgreSQL computes
 * and refuses to be given, even as null, and but `except` (what a catalogue dump leaves out, so
 * its defaults and triggers fill it rather than a null from the missing key).
 */
export async function insertedColumns(tx: Executor, table: string, except: readonly string[] = []): Promise<SQL> {
  const rows = await rawRows(
    tx,
    'inserted-columns',
    { name: scalar.text },
    sql`select attname::text as name from pg_attribute
        where attrelid = ${`public.${table}`}::regclass and attnum > 0 and not attisdropped and attgenerated = ''
        order by attnum`,
  );
  const names = rows.map((row) => row.name).filter((name) => !except.includes(name));
  return sql.raw(names.map((name) => `"${name.replaceAll('"', '""')}"`).join(', '));
}

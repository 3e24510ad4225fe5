import { createHash } from 'node:crypto';
import type { Column, GetColumnData, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/**
 * Every SQL statement a repository runs outside Drizzle's query builder, by name, with the reason
 * the builder cannot say it (ADR 051). `rawRows` and `rawExecute` take one of these names, and a
 * test (raw-sql.test.ts) checks that each name is used and that no source file reads rows by
 * assertion instead (a row cast to a type), so this list is every raw statement whose rows are
 * read.
 */
export const RAW_SQL = {
  'count-sources':
    'block samples (TABLESAMPLE) and capped counts of several sources in one statement, each branch run only when needed, the few matches’ ids ordered into an array (ADR 039, 068)',
  'item-cards':
    'a union of each kind’s card select (products and details, different tables and joins) with a JSON array of photos per card, read under one set of names (ADR 068)',
  'gallery-matches':
    'a materialized CTE of the photos linked to matching items (a union of two joins), counted and a page of its ids taken in one statement (ADR 068)',
  'product-ancestor': 'a recursive CTE walking parent links up (Drizzle’s `$with` is not recursive); it answers one boolean',
  'catalogue-version-bump': 'an upsert whose returned version feeds pg_notify in the same statement (ADR 023)',
  'catalogue-is-empty': 'five exists() over tables in a select with no table of its own, which the builder cannot start from',
  'inserted-columns': 'reads the system catalogue (pg_attribute) for the columns an import may fill: no table of the schema',
  'backup-tables': 'lists the public schema’s tables from the system catalogue (pg_tables)',
  'backup-foreign-keys': 'reads the foreign keys from the system catalogue (pg_constraint, pg_class, pg_attribute)',
  'backup-sequences': 'reads the sequences’ last values from the system catalogue (pg_sequences)',
  'backup-fetch': 'FETCH from a cursor declared over any table by name: a cursor is no builder statement',
  'dump-fetch': 'FETCH from the catalogue dump’s cursor (to_jsonb of each row, some columns omitted)',
  'migrations-applied': 'counts drizzle.__drizzle_migrations, the migrator’s own table outside the schema',
  'table-rows': 'counts the rows of a table named at run time (restore and import refuse a database that is not empty)',
  'vacuum-tables': 'lists the tables of three schemas (pg_tables) to VACUUM each by name',
} as const satisfies Record<string, string>;

export type RawSqlName = keyof typeof RAW_SQL;

/** How a field of a raw result is read, when it is not a column of the schema. */
export interface Scalar<T> {
  readonly read: (value: unknown) => T;
}

const orNull =
  <T>(read: (value: unknown) => T) =>
  (value: unknown): T | null =>
    value === null || value === undefined ? null : read(value);

/** Scalars of a raw result (computed values: counts, flags, arrays of ids, formatted dates). */
export const scalar = {
  int: { read: (value) => Number(value) } as Scalar<number>,
  intOrNull: { read: orNull(Number) } as Scalar<number | null>,
  float: { read: (value) => Number(value) } as Scalar<number>,
  bool: { read: (value) => value === true || value === 't' } as Scalar<boolean>,
  text: { read: (value) => String(value) } as Scalar<string>,
  textOrNull: { read: orNull(String) } as Scalar<string | null>,
  texts: { read: (value) => (value as unknown[]).map(String) } as Scalar<string[]>,
  intsOrNull: { read: orNull((value) => (value as unknown[]).map(Number)) } as Scalar<number[] | null>,
  floats: { read: (value) => (value as unknown[]).map(Number) } as Scalar<number[]>,
  floatsOrNull: { read: orNull((value) => (value as unknown[]).map(Number)) } as Scalar<number[] | null>,
  /** A json value: node-postgres parses it, PGlite may hand over its text. */
  json: { read: (value) => (typeof value === 'string' ? JSON.parse(value) : value) } as Scalar<unknown>,
};

/** A field of a raw result: a column of the schema (its type and driver mapping) or a scalar. */
export type RawField = Column | Scalar<unknown>;
export type RawRow<Fields extends Record<string, RawField>> = {
  [K in keyof Fields]: Fields[K] extends Column ? GetColumnData<Fields[K]> : Fields[K] extends Scalar<infer T> ? T : never;
};

function readRow<Fields extends Record<string, RawField>>(fields: Fields, row: Record<string, unknown>): RawRow<Fields> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(fields)) {
    const value = row[key];
    out[key] = 'read' in field ? field.read(value) : value === null || value === undefined ? null : field.mapFromDriverValue(value);
  }
  return out as RawRow<Fields>;
}

/** How a raw statement is sent. */
export interface RawOptions {
  /**
   * As a named prepared statement (node-postgres; PGlite's driver sends every statement unnamed):
   * each connection parses the text once and PostgreSQL may keep a generic plan for it, so the
   * statement is not planned again on every call. Only for statements whose best plan does not
   * depend on their parameters' values (ADR 068, point-0 follow-up): a text search's plan does.
   * The text must not vary with the values (no lists inlined one parameter each), or every
   * connection keeps a statement per variant.
   */
  prepared?: boolean;
}

const dialect = new PgDialect();

/** A prepared statement's name: its text's hash, so the same text is the same statement on every connection. */
export const preparedName = (text: string) => `museum_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;

/** Runs a statement, named when `prepared` (see RawOptions); both drivers answer with `{ rows }` of plain objects. */
async function run(db: Executor, query: SQL, options: RawOptions): Promise<Record<string, unknown>[]> {
  if (!options.prepared) return ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const built = dialect.sqlToQuery(query);
  const statement = db._.session.prepareQuery(built, undefined, preparedName(built.sql), false);
  return ((await statement.execute()) as { rows: Record<string, unknown>[] }).rows;
}

/**
 * Runs one registered raw statement and reads its rows field by field: each output name is typed
 * by the schema column (or scalar) it is read as, so a renamed or dropped column fails to compile
 * here as it would in a builder query. The statement must name its outputs as `fields` does.
 */
export async function rawRows<Fields extends Record<string, RawField>>(
  db: Executor,
  name: RawSqlName,
  fields: Fields,
  query: SQL,
  options: RawOptions = {},
): Promise<RawRow<Fields>[]> {
  void name; // ties the call to its entry in RAW_SQL, which raw-sql.test.ts reads
  const rows = await run(db, query, options);
  return rows.map((row) => readRow(fields, row));
}

/** Runs one registered raw statement whose rows nobody reads. */
export async function rawExecute(db: Executor, name: RawSqlName, query: SQL): Promise<void> {
  void name; // as in rawRows
  await db.execute(query);
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { RAW_SQL, type RawRow, type scalar } from './raw-sql';
import { type details, products } from './schema';

const SRC = path.resolve(import.meta.dirname, '..');

/** The server's source files, test files left out, relative to `src/`. */
const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({ file: file.split(path.sep).join('/'), text: readFileSync(path.join(SRC, file), 'utf8') }));

/** Rows read by assertion: any mention of `queryRows` (its type argument said what the rows were, unchecked; ADR 051 removed it). */
const QUERY_ROWS = /\bqueryRows\b/g;
/**
 * A row cast to a type: `(row as { id: number })`, `detail as {…}`, `row as UserRow`,
 * `rows[0] as StoredPhoto`, `(await db.execute(q)).rows as Foo[]`, `row as unknown as …`.
 */
const ROW_CAST = /\b\w*(?:row|Row|detail)s?\w*(?:\[\w+\])?\)?\s+as\s+(?:\{|\[|[A-Z]|(?:unknown|any)\b)/g;

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

describe('rows typed from the schema (ADR 051)', () => {
  it('reads no rows by assertion anywhere: the builder infers them, a raw read goes through rawRows and RAW_SQL', () => {
    const found: Record<string, { queryRows?: number; casts?: number }> = {};
    for (const { file, text } of sources) {
      const calls = count(text, QUERY_ROWS);
      const casts = count(text, ROW_CAST);
      if (calls + casts > 0) found[file] = { ...(calls ? { queryRows: calls } : {}), ...(casts ? { casts } : {}) };
    }
    expect(found).toEqual({});
  });

  it('names in RAW_SQL only statements that are there, each with its reason', () => {
    const used = new Set(
      sources.flatMap(({ text }) => [...text.matchAll(/\braw(?:Rows|Execute)\(\s*[\w.]+,\s*'([^']+)'/g)].map((match) => match[1])),
    );
    expect([...used].sort()).toEqual(Object.keys(RAW_SQL).sort());
    for (const reason of Object.values(RAW_SQL)) expect(reason.length).toBeGreaterThan(20);
  });

  it('catches the patterns it counts', () => {
    expect(count('return (row as { id: number }).id;', ROW_CAST)).toBe(1);
    expect(count('const detailId = (detail as { id: number }).id;', ROW_CAST)).toBe(1);
    expect(count('return row as ManufacturerRow;', ROW_CAST)).toBe(1);
    expect(count('return row as StoredPhoto;', ROW_CAST)).toBe(1);
    expect(count('const [row] = rows as Array<{ id: number }>;', ROW_CAST)).toBe(1);
    expect(count('return (await db.execute(q)).rows as PhotoRow[];', ROW_CAST)).toBe(1);
    expect(count('const first = rows[0] as { id: number };', ROW_CAST)).toBe(1);
    expect(count('return row as unknown as Detail;', ROW_CAST)).toBe(1);
    expect(count('await queryRows<{ n: number }>(db, q); await queryRows(db, q)', QUERY_ROWS)).toBe(2);
    expect(count("import { type Executor, queryRows } from '../../db/client';", QUERY_ROWS)).toBe(1);
    expect(count('const e = error as { code?: unknown };', ROW_CAST)).toBe(0);
    expect(count('// Inserts rows as they were.', ROW_CAST)).toBe(0);
    expect(count('const id = target.detailId as number;', ROW_CAST)).toBe(0);
    expect(count("const kinds = ['a', 'b'] as const;", ROW_CAST)).toBe(0);
  });

  it('types a raw row by the schema column or scalar each field is read as', () => {
    type Row = RawRow<{ id: typeof products.id; name: typeof details.name; at: typeof details.createdAt; n: typeof scalar.int }>;
    expectTypeOf<Row>().toEqualTypeOf<{ id: number; name: string | null; at: Date; n: number }>();
    // A renamed or dropped column fails to compile where a raw read names it.
    // @ts-expect-error products has no column `nme`
    expect(products.nme).toBeUndefined();
  });
});

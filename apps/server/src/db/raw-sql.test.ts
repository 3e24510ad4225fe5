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

/** Rows read by assertion: a call of `queryRows` (its type argument says what the rows are, unchecked). */
const QUERY_ROWS = /\bqueryRows\s*[<(]/g;
/** A row cast to a shape: `(row as { id: number })`, `detail as {…}`, `row as UserRow`. */
const ROW_CAST = /\b\w*(?:row|Row|detail)\w*\s+as\s+(?:\{|[A-Z]\w*Row\b)/g;

/**
 * What is left, by file, and why (ADR 051). Nothing may be added: a new raw read goes through
 * `rawRows` with an entry in RAW_SQL, a builder query needs no cast.
 */
const LEFT: Record<string, { queryRows?: number; casts?: number; why: string }> = {
  'db/client.ts': { queryRows: 1, why: 'the definition of queryRows, kept while the photos module below still calls it' },
  'modules/photos/photo-cleanup.repository.ts': { queryRows: 1, why: 'photos: not converted yet (ADR 051)' },
  'modules/photos/photo-derivation.repository.ts': { queryRows: 4, why: 'photos: not converted yet (ADR 051)' },
  'modules/photos/photo-links.repository.ts': { queryRows: 2, why: 'photos: not converted yet (ADR 051)' },
  'modules/photos/photo-writes.repository.ts': { queryRows: 2, why: 'photos: not converted yet (ADR 051)' },
  'modules/photos/photos.repository.ts': {
    queryRows: 7,
    why: 'photos: not converted yet, the file access read of ADR 048 included (ADR 051)',
  },
  'modules/auth/sessions.repository.ts': { casts: 1, why: 'auth: not converted yet (ADR 051)' },
  'modules/users/users.repository.ts': { casts: 1, why: 'users: not converted yet (ADR 051)' },
};

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

describe('rows typed from the schema (ADR 051)', () => {
  it('reads no rows by assertion outside the files left, and no more there than listed', () => {
    const found: Record<string, { queryRows?: number; casts?: number }> = {};
    for (const { file, text } of sources) {
      const calls = count(text, QUERY_ROWS);
      const casts = count(text, ROW_CAST);
      if (calls + casts > 0) found[file] = { ...(calls ? { queryRows: calls } : {}), ...(casts ? { casts } : {}) };
    }
    const left = Object.fromEntries(Object.entries(LEFT).map(([file, { why: _, ...counts }]) => [file, counts]));
    expect(found).toEqual(left);
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
    expect(count('await queryRows<{ n: number }>(db, q); await queryRows(db, q)', QUERY_ROWS)).toBe(2);
    expect(count('const e = error as { code?: unknown };', ROW_CAST)).toBe(0);
  });

  it('types a raw row by the schema column or scalar each field is read as', () => {
    type Row = RawRow<{ id: typeof products.id; name: typeof details.name; at: typeof details.createdAt; n: typeof scalar.int }>;
    expectTypeOf<Row>().toEqualTypeOf<{ id: number; name: string | null; at: Date; n: number }>();
    // A renamed or dropped column fails to compile where a raw read names it.
    // @ts-expect-error products has no column `nme`
    expect(products.nme).toBeUndefined();
  });
});

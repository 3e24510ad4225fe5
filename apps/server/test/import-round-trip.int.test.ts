import { basename } from 'node:path';
import { EXPORT_CSV_COLUMNS_IN, type ImportPreviewDto, type Locale } from '@museum/contract';
import { scaled } from '@museum/test-kit';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { loadDemoDataIfEmpty } from '../src/db/demo-data/load';
import { signIn } from './factories';
import { type TestApp, useTestApp } from './harness';
import { CSV, importer, XLSX } from './import-helpers';
import { zipOf } from './zip-bombs';

/** The export's own columns that are this catalogue's (ids, links, times) and the photos, which the import does not read. */
const NOT_CARRIED = new Set(['id', 'url', 'createdAt', 'updatedAt', 'photos']);

/** The export of a whole catalogue in a language, as a moderator downloads it. */
async function exportOf(t: TestApp, lang: Locale): Promise<string> {
  const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
  const res = await t.app.inject({ url: `/api/archive/export?format=csv&lang=${lang}`, headers: moderator.auth });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/**
 * An export's records, field by field, without what is the catalogue's own (ids, links, times,
 * photos); «Входит в» by the name it shows, the id being the catalogue's; a part's stamps as the set
 * they are (the export lists them by their Russian names, which an English file does not carry).
 */
function records(body: string, lang: Locale): Record<string, string>[] {
  const [header = [], ...rows] = parse(body, { bom: true }) as string[][];
  const keys = header.map((label) => EXPORT_CSV_COLUMNS_IN[lang].find(([, own]) => own === label)?.[0] ?? label);
  return rows.map((row) =>
    Object.fromEntries(
      keys.flatMap((key, column) => {
        if (NOT_CARRIED.has(key)) return [];
        const cell = row[column] ?? '';
        if (key === 'stamps') return [[key, cell.split('; ').sort().join('; ')]];
        return [[key, key === 'partOf' ? cell.replace(/ \(№\d+\)$/, '') : cell]];
      }),
    ),
  );
}

/** Each record's «Фотографии» cell of a Russian export. */
function photoCells(body: string): string[] {
  const [header = [], ...rows] = parse(body, { bom: true }) as string[][];
  const column = header.indexOf(EXPORT_CSV_COLUMNS_IN.ru.find(([key]) => key === 'photos')?.[1] ?? '');
  return rows.map((row) => row[column] ?? '');
}

/** A photo cell without its links: each photo's licence and credit. */
const withoutLinks = (cell: string) =>
  cell
    .split('\n')
    .map((line) => line.split(' | ').slice(1).join(' | '))
    .join('\n');

/** The same table as an XLSX workbook, as a collector saves the CSV from Excel. */
const asXlsx = (body: string) =>
  writeXlsxFile((parse(body, { bom: true }) as string[][]).map((row) => row.map((cell) => cell || null))).toBuffer();

/**
 * Issue 50, point 2: the whole demo catalogue, exported in each language as CSV and as XLSX, is
 * imported by a moderator into an empty museum, whose export then has the same records field by
 * field (English fields and collectors' fields included); makers, types, subtypes and stamps are
 * made by the import.
 */
describe('the demo catalogue round trip', () => {
  const source = useTestApp();
  beforeAll(async () => {
    await loadDemoDataIfEmpty(source.database.db, source.storage);
  }, scaled(300_000));

  for (const [format, lang] of [
    ['csv', 'ru'],
    ['xlsx', 'en'],
    ['csv', 'en'],
    ['xlsx', 'ru'],
  ] as const) {
    describe(`${format.toUpperCase()}, ${lang} headers`, () => {
      const target = useTestApp();

      it('imports into an empty museum and exports the same records', { timeout: scaled(300_000) }, async () => {
        const exported = await exportOf(source, lang);
        const rows = records(exported, lang);
        expect(rows.length).toBeGreaterThan(100);
        expect(rows.some((row) => row.nameEn && row.markings)).toBe(true);

        const api = importer(target);
        const moderator = await signIn(target.database, 'MODERATOR', target.clock.now());
        const file = format === 'csv' ? Buffer.from(exported) : await asXlsx(exported);
        const res = await api.preview(moderator.auth, file, `catalogue.${format}`, format === 'csv' ? CSV : XLSX, lang);
        expect(res.statusCode, res.body).toBe(201);
        const preview: ImportPreviewDto = res.json();
        expect(preview.rows.filter((row) => row.problems.length > 0)).toEqual([]);
        expect(preview).toMatchObject({ valid: rows.length, invalid: 0, unchanged: 0 });
        const submitted = await api.submit(moderator.auth, preview.id);
        expect(submitted.statusCode, submitted.body).toBe(201);

        expect(records(await exportOf(target, lang), lang)).toEqual(rows);
      });
    });
  }

  describe('CSV with its photos packed beside it in a ZIP (ADR 087)', () => {
    const target = useTestApp();

    it('imports into an empty museum and exports the same records with the same photos', { timeout: scaled(300_000) }, async () => {
      const exported = await exportOf(source, 'ru');
      const links = new Set(photoCells(exported).flatMap((cell) => cell.split('\n').map((line) => line.split(' | ')[0] ?? '')));
      expect(links.size).toBeGreaterThan(20);
      const photos = await Promise.all(
        [...links].map(async (link) => {
          const res = await source.app.inject({ url: new URL(link).pathname });
          expect(res.statusCode, link).toBe(200);
          return { name: `photos/${basename(new URL(link).pathname)}`, content: res.rawPayload };
        }),
      );

      const api = importer(target);
      const moderator = await signIn(target.database, 'MODERATOR', target.clock.now());
      const zip = zipOf([{ name: 'catalogue.csv', content: Buffer.from(exported) }, ...photos]);
      const res = await api.preview(moderator.auth, zip, 'catalogue.zip', 'application/zip');
      expect(res.statusCode, res.body).toBe(201);
      const preview: ImportPreviewDto = res.json();
      expect(preview.rows.filter((row) => row.problems.length > 0 || row.warnings.length > 0)).toEqual([]);
      expect(preview.unusedFiles).toEqual([]);
      expect((await api.submit(moderator.auth, preview.id)).statusCode).toBe(201);

      const again = await exportOf(target, 'ru');
      expect(records(again, 'ru')).toEqual(records(exported, 'ru'));
      // The photos by their credit and licence, in order: their files are the target's own.
      expect(photoCells(again).map(withoutLinks)).toEqual(photoCells(exported).map(withoutLinks));
    });
  });
});

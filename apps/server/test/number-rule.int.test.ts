import { type ExportRecordDto, IMPERIAL_TULA_FACTORY_NAME, numberLabel, SERIAL_NUMBER_CASES } from '@museum/contract';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { serialKey } from '../src/db/schema/columns';
import { buildDetail, buildManufacturer, buildProduct, buildType } from './catalogue-factories';
import { useTestApp } from './harness';
import { getJson, qs } from './http';

/** The number rule (ADR 078) on the database: the stored keys, the number check and the number search read the shared cases as the contract does. */
describe('one number rule on the database', () => {
  const ctx = useTestApp();

  it.each(SERIAL_NUMBER_CASES)('stores «$written» with the contract’s key and year-table value', async ({ written, key, value }) => {
    const row = await buildProduct(ctx.database, { number: written });
    const [stored] = await ctx.database.db
      .select({ key: t.products.serialKey, value: t.products.serialValue, typed: sql<string>`${serialKey(sql`${written}`)}` })
      .from(t.products)
      .where(eq(t.products.id, row.id));
    expect(stored).toEqual({ key, value, typed: key });
  });

  it('checks a part written «№ 21105» on gun 21105 as a match, and the number search finds both by any spelling', async () => {
    const maker = await buildManufacturer(ctx.database);
    const receiver = await buildType(ctx.database, { carriesNumber: true });
    const gun = await buildProduct(ctx.database, { number: '21105', manufacturerId: maker.id });
    const part = await buildDetail(ctx.database, { typeId: receiver.id, productId: gun.id, number: '№ 21105', manufacturerId: maker.id });
    const { body } = await getJson(ctx.app, `/api/archive/products/${gun.id}`);
    expect(body.numberCheck.details).toMatchObject([{ id: part.id, number: '№ 21105', status: 'match' }]);
    expect(body.numberCheck.allMatch).toBe(true);
    expect(numberLabel(part.number ?? '')).toBe('№ 21105');
    const matched = await getJson(ctx.app, `/api/archive/products/search?${qs({ numbersMatch: 'true', manufacturer: maker.id })}`);
    expect(matched.body.content.map((c: { id: number }) => c.id)).toEqual([gun.id]);
    for (const q of SERIAL_NUMBER_CASES.filter((c) => c.key === '21105').map((c) => c.written)) {
      const found = await getJson(ctx.app, `/api/archive/search/all?${qs({ q, manufacturer: maker.id })}`);
      expect(found.body.content.map((c: { kind: string; id: number }) => `${c.kind}:${c.id}`).sort(), q).toEqual(
        [`product:${gun.id}`, `detail:${part.id}`].sort(),
      );
    }
  });

  it('finds every written number of the table by each spelling of its key', async () => {
    const maker = await buildManufacturer(ctx.database);
    const made = await Promise.all(
      SERIAL_NUMBER_CASES.map((c) => buildProduct(ctx.database, { number: c.written, manufacturerId: maker.id })),
    );
    for (const { written, key } of SERIAL_NUMBER_CASES) {
      const found = (await getJson(ctx.app, `/api/archive/search/all?${qs({ q: written, manufacturer: maker.id })}`)).body.content.map(
        (c: { id: number }) => c.id,
      );
      const sameKey = made.filter((_, i) => SERIAL_NUMBER_CASES[i]?.key === key).map((p) => p.id);
      expect(found, written).toEqual(expect.arrayContaining(sameKey));
    }
  });

  it('exports each written number as stored, never with a sign added (JSON Lines and CSV)', async () => {
    const maker = await buildManufacturer(ctx.database);
    for (const c of SERIAL_NUMBER_CASES) await buildProduct(ctx.database, { number: c.written, manufacturerId: maker.id });
    const query = `searchType=products&manufacturer=${maker.id}`;
    const jsonl = await ctx.app.inject({ url: `/api/archive/export?format=jsonl&${query}` });
    const records: ExportRecordDto[] = jsonl.body
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    expect(records.map((r) => r.number).sort()).toEqual(SERIAL_NUMBER_CASES.map((c) => c.written).sort());
    const csv = await ctx.app.inject({ url: `/api/archive/export?format=csv&${query}`, remoteAddress: '203.0.113.78' });
    const [head, ...rows] = parse(csv.body, { bom: true }) as string[][];
    const column = (head ?? []).indexOf('Номер');
    expect(rows.map((row) => row[column]).sort()).toEqual(SERIAL_NUMBER_CASES.map((c) => c.written).sort());
    expect(csv.body).not.toContain('№ №');
  });

  it('dates the numbers the year table can read, at their value, and leaves the others out', async () => {
    const itoz = await buildManufacturer(ctx.database, { name: IMPERIAL_TULA_FACTORY_NAME });
    for (const c of SERIAL_NUMBER_CASES) {
      await buildProduct(ctx.database, { number: c.written, year: 1916, belongsTo: 'максим', manufacturerId: itoz.id });
    }
    const { body } = await getJson(ctx.app, '/api/archive/dating/points?table=maxim');
    const points = body.points.map((p: { number: string; serial: number }) => [p.number, p.serial]);
    const readable = SERIAL_NUMBER_CASES.filter((c) => c.value !== null).map((c) => [c.written, c.value]);
    expect(points.sort()).toEqual(readable.sort());
  });

  it('finds words typed in Latin look-alikes and a number inside a word by its digits', async () => {
    const maker = await buildManufacturer(ctx.database);
    const stamped = await buildDetail(ctx.database, { manufacturerId: maker.id, name: 'Замок с клеймом ЕВ', number: null });
    const works = await buildProduct(ctx.database, { manufacturerId: maker.id, name: 'Пулемёт ТОЗ', number: null });
    const receiver = await buildDetail(ctx.database, { manufacturerId: maker.id, name: 'Короб', number: 'AE2415' });
    const latin = await buildProduct(ctx.database, { manufacturerId: maker.id, name: 'Пулемёт Vickers', number: null });
    const found = async (q: string) =>
      (await getJson(ctx.app, `/api/archive/search/all?${qs({ q, manufacturer: maker.id })}`)).body.content
        .map((c: { kind: string; id: number }) => `${c.kind}:${c.id}`)
        .sort();
    expect(await found('EB')).toEqual([`detail:${stamped.id}`]);
    expect(await found('ЕВ')).toEqual([`detail:${stamped.id}`]);
    expect(await found('TO3')).toEqual([`product:${works.id}`]);
    expect(await found('2415')).toEqual([`detail:${receiver.id}`]);
    expect(await found('Vickers')).toEqual([`product:${latin.id}`]);
  });
});

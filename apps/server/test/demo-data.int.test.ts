import fs from 'node:fs/promises';
import path from 'node:path';
import { scaled } from '@museum/test-kit';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadDemoDataIfEmpty } from '../src/db/demo-data/load';
import { demoRegions } from '../src/db/demo-data/regions-data';
import * as t from '../src/db/schema';
import { signIn } from './factories';
import { useTestApp } from './harness';
import { getJson } from './http';
import { queryRows } from './query-rows';

describe('the demo catalogue', () => {
  const ctx = useTestApp();

  it('loads into an empty database, once', { timeout: scaled(180_000) }, async () => {
    const first = await loadDemoDataIfEmpty(ctx.database.db, ctx.storage);
    expect(first).not.toBeNull();
    expect(first?.products).toBeGreaterThanOrEqual(12);
    expect(first?.details).toBeGreaterThanOrEqual(60);
    expect(first?.photos).toBeGreaterThanOrEqual(40);

    expect(await loadDemoDataIfEmpty(ctx.database.db, ctx.storage)).toBeNull();
    const [row] = await ctx.database.db.select({ n: count() }).from(t.products);
    expect(row?.n).toBe(first?.products);
  });

  it('names every part type, subtype, maker and stamp in English (issue 52, ADR 082)', async () => {
    const db = ctx.database.db;
    const named = [
      ...(await db.select({ name: t.manufacturers.name, nameEn: t.manufacturers.nameEn }).from(t.manufacturers)),
      ...(await db.select({ name: t.detailTypes.name, nameEn: t.detailTypes.nameEn }).from(t.detailTypes)),
      ...(await db.select({ name: t.detailSubtypes.name, nameEn: t.detailSubtypes.nameEn }).from(t.detailSubtypes)),
      ...(await db.select({ name: t.stamps.name, nameEn: t.stamps.nameEn }).from(t.stamps)),
    ];
    expect(named.length).toBeGreaterThan(30);
    expect(named.filter((entry) => !entry.nameEn)).toEqual([]);
  });

  it('has what a demo catalogue needs: makers, types with subtypes, stamps, parent links, photo links', async () => {
    const db = ctx.database.db;
    const makers = await db.select({ name: t.manufacturers.name, shortName: t.manufacturers.shortName }).from(t.manufacturers);
    expect(makers.map((m) => m.shortName)).toEqual(expect.arrayContaining(['ИТОЗ', 'ТОЗ', 'DWM']));
    expect(makers).toHaveLength(7);

    const purposes = await queryRows<{ belongs_to: string; n: number }>(
      db,
      sql`select belongs_to, count(*)::int as n from detail_types group by belongs_to order by belongs_to`,
    );
    expect(purposes.map((p) => p.belongs_to).sort()).toEqual(['ЗИП', 'другое', 'максим', 'станок'].sort());
    const subtypes = await db.select().from(t.detailSubtypes);
    expect(subtypes.map((s) => s.name).sort()).toEqual(['гладкий', 'гофрированный']);
    const stamps = await db.select().from(t.stamps);
    expect(stamps).toHaveLength(6);
    // Stamps as evidence (issue 33): kinds, meanings, years of use and an image each.
    expect(new Set(stamps.map((s) => s.kind)).size).toBeGreaterThanOrEqual(4);
    expect(stamps.every((s) => s.description?.startsWith('<p>'))).toBe(true);
    expect(stamps.filter((s) => s.yearFrom !== null).length).toBeGreaterThanOrEqual(4);
    expect(await db.$count(t.stampPhotos)).toBe(6);

    const [withParent] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products where parent_id is not null`);
    expect(withParent?.n).toBeGreaterThanOrEqual(3);
    const [shared] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select photo_id from detail_photos group by photo_id having count(*) > 1) s`,
    );
    expect(shared?.n).toBeGreaterThan(0);
  });

  it('shows what collectors record: conditions, inscriptions and provenance on guns and on a loose part', async () => {
    const db = ctx.database.db;
    const recorded = (table: typeof t.products | typeof t.details) =>
      db
        .select({ condition: table.condition, markings: table.markings, provenance: table.provenance })
        .from(table)
        .where(sql`${table.condition} is not null`);
    const guns = await recorded(t.products);
    expect(guns.map((row) => row.condition).sort()).toEqual(['удовлетворительное', 'хорошее']);
    expect(guns.some((row) => row.markings?.includes('\n') && row.provenance)).toBe(true);
    expect(await recorded(t.details)).toEqual([
      expect.objectContaining({ condition: 'раскопочное', provenance: expect.stringMatching(/раскопках/) }),
    ]);
  });

  it('names three items in English for the English pages (ADR 064), the rest in Russian only', async () => {
    const named = await ctx.database.db
      .select({ nameEn: t.products.nameEn, descriptionEn: t.products.descriptionEn })
      .from(t.products)
      .where(sql`${t.products.nameEn} is not null`);
    expect(named.map((row) => row.nameEn).sort()).toEqual([
      'Maxim machine gun, 1905 pattern',
      'Maxim machine gun, 1910 pattern',
      'Sokolov wheeled mount',
    ]);
    for (const row of named) expect(row.descriptionEn).not.toMatch(/\p{Script=Cyrillic}/u);
  });

  it('marks published regions on a few photos: parts and mounts on guns, stamps on their «клейма» photos (ADR 059)', async () => {
    const db = ctx.database.db;
    const regions = await db
      .select({ region: t.photoRegions, photoWidth: t.photos.width, photoHeight: t.photos.height, photoName: t.photos.originalName })
      .from(t.photoRegions)
      .innerJoin(t.photos, eq(t.photos.id, t.photoRegions.photoId))
      .orderBy(t.photoRegions.id);
    expect(regions).toHaveLength(demoRegions.length);
    expect(new Set(regions.map(({ region }) => region.photoId)).size).toBeGreaterThanOrEqual(6);
    for (const { region, photoWidth, photoHeight, photoName } of regions) {
      expect(region.status).toBe('PUBLISHED');
      // Made with the photos' sizes by the demo load's derivation (main.int.test.ts).
      expect(region.cropState).toBe('PENDING');
      expect(region.x + region.width).toBeLessThanOrEqual(photoWidth);
      expect(region.y + region.height).toBeLessThanOrEqual(photoHeight);
      // Stamps on the «клейма» photos, parts and mounts on the overviews.
      expect(photoName?.endsWith(': клейма.jpg'), photoName ?? '').toBe(region.stampId !== null);
    }
    const kinds = (column: 'productId' | 'detailId' | 'stampId') => regions.filter(({ region }) => region[column] !== null).length;
    expect([kinds('productId'), kinds('detailId'), kinds('stampId')].every((n) => n >= 3)).toBe(true);

    const [onGun] = (await getJson(ctx.app, `/api/archive/photos/${regions[0]?.region.photoId}/regions`)).body;
    expect(onGun).toMatchObject({ status: 'PUBLISHED', target: { kind: 'detail', title: expect.stringContaining('Кожух') } });
  });

  it('holds a near-duplicate pair: the first gun’s photo re-saved smaller, each listing the other (issue 51)', async () => {
    const [copy] = await ctx.database.db.select().from(t.photos).where(sql`${t.photos.originalName} like '%, копия.jpg'`);
    expect(copy).toBeDefined();
    const { body } = await getJson(ctx.app, `/api/archive/photos/${copy?.id}`);
    // The copy's gun: its first photo is the original.
    const gun = (await getJson(ctx.app, `/api/archive/products/${body.products[0].id}`)).body;
    const originalId: number = gun.photos[0].id;
    expect(body.similar.map((photo: { id: number }) => photo.id)).toContain(originalId);
    const original = (await getJson(ctx.app, `/api/archive/photos/${originalId}`)).body;
    expect(original.similar.map((photo: { id: number }) => photo.id)).toContain(copy?.id);
    // That pair and no other: each demo item's drawing has a structure of its own, so no photo page
    // lists an unrelated demo photo as «Похожее фото».
    const pairs = await ctx.database.db
      .select({ photoId: t.similarPhotos.photoId, otherId: t.similarPhotos.otherId })
      .from(t.similarPhotos);
    expect(pairs).toEqual(
      expect.arrayContaining([
        { photoId: originalId, otherId: copy?.id },
        { photoId: copy?.id, otherId: originalId },
      ]),
    );
    expect(pairs).toHaveLength(2);
  });

  it('stores a real JPEG and thumbnail for every photo row', async () => {
    const photos = await ctx.database.db.select({ fileName: t.photos.fileName, size: t.photos.sizeBytes }).from(t.photos);
    for (const photo of photos.slice(0, 10)) {
      const original = await fs.readFile(path.join(ctx.storage.root, `${photo.fileName}.jpg`));
      expect(original.length).toBe(photo.size);
      const thumb = await fs.readFile(path.join(ctx.storage.root, 'thumbs', `${photo.fileName}_thumb.jpg`));
      expect([thumb[0], thumb[1]]).toEqual([0xff, 0xd8]);
    }
  });

  it('dates a 1916 number from its examples and shows one whose year disagrees (issue 33)', async () => {
    const { body } = await getJson(ctx.app, '/api/archive/dating?serial=12200&table=maxim');
    expect(body.answer).toEqual({ kind: 'exact', year: 1916 });
    expect(body.below.length).toBeGreaterThanOrEqual(2);
    expect(body.above.length).toBeGreaterThanOrEqual(2);
    expect(body.estimate).toMatchObject({ year: 1916 });
    const moderator = await signIn(ctx.database, 'MODERATOR');
    const check = await getJson(ctx.app, '/api/archive/dating/check', moderator.auth);
    expect(check.body.content.map((i: { number: string; year: number }) => `${i.number} ${i.year}`)).toEqual(['12310 1919']);
  });
});

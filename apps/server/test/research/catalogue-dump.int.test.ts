import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportCatalogue } from '../../src/db/catalogue-dump';
import { importCatalogue } from '../../src/db/catalogue-import';
import { CATALOGUE_TABLES } from '../../src/db/catalogue-tables';
import { createLocalStorage } from '../../src/lib/local-storage';
import { createServicesHere } from '../../src/services';
import { buildDetail, buildManufacturer, buildProduct, buildStamp, buildSubtype, buildType, linkPhotos } from '../catalogue-factories';
import { signIn } from '../factories';
import { createTestApp, type TestApp } from '../harness';
import { storedFiles, testImage } from '../upload-helpers';

const localStorageOf = (app: TestApp) => createLocalStorage(path.join(app.dataDir, 'uploads'));
/** `npm run admin -- import` as the CLI runs it. */
const importInto = (app: TestApp, dir: string) => {
  const storage = localStorageOf(app);
  return importCatalogue(app.database, storage, dir, createServicesHere({ database: app.database, storage }).bumpCatalogueVersion);
};

/** Every file of a folder, relative path to contents. */
async function contents(dir: string): Promise<Map<string, Buffer>> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = new Map<string, Buffer>();
  for (const entry of entries.filter((e) => e.isFile() && e.name !== 'manifest.json')) {
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, full), await fs.readFile(full));
  }
  return files;
}

describe('npm run admin -- export / import: the catalogue as JSON Lines with photos', () => {
  let source: TestApp;
  let target: TestApp;
  let work: string;
  beforeAll(async () => {
    [source, target] = await Promise.all([createTestApp(), createTestApp()]);
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'museum-dump-'));
  });
  afterAll(async () => {
    await Promise.all([source?.close(), target?.close()]);
    await fs.rm(work, { recursive: true, force: true });
  });

  it('round-trips: export, import into an empty database, export again gives the same records and files', async () => {
    const moderator = await signIn(source.database, 'MODERATOR', source.clock.now());
    const maker = await buildManufacturer(source.database, { name: 'Завод «Дамп»', country: 'Россия' });
    const type = await buildType(source.database);
    const subtype = await buildSubtype(source.database, type.id);
    const stamp = await buildStamp(source.database);
    const child = await buildProduct(source.database, { name: 'Станок, "часть"', year: 1915, manufacturerId: maker.id });
    // The parent has the higher id: the import sets self-references after every row is in.
    const parent = await buildProduct(source.database, { name: 'Пулемёт в сборе' });
    await source.database.rawQuery('update products set parent_id = $1 where id = $2', [parent.id, child.id]);
    const detail = await buildDetail(source.database, {
      typeId: type.id,
      subtypeId: subtype.id,
      productId: child.id,
      description: '<p>Кожух\nс <b>гофром</b></p>',
      stampIds: [stamp.id],
    });
    const boundary = `----dump${Date.now()}`;
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="credit"\r\n\r\nФото: Архив\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="licence"\r\n\r\nCC0\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      await testImage(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await source.app.inject({
      method: 'POST',
      url: '/api/archive/photos',
      payload,
      headers: { ...moderator.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(uploaded.statusCode).toBe(201);
    const photo = uploaded.json();
    await linkPhotos(source.database, 'detail', detail.id, [photo.id]);
    await linkPhotos(source.database, 'product', child.id, [photo.id]);

    const first = path.join(work, 'first');
    const manifest = await exportCatalogue(source.database, localStorageOf(source), first);
    expect(manifest).toMatchObject({ format: 'museum-catalogue', files: 2, missingFiles: [] });
    expect(manifest.tables).toMatchObject({ products: 2, details: 1, photos: 1, detail_stamps: 1, product_photos: 1, detail_photos: 1 });
    const productLines = (await fs.readFile(path.join(first, 'products.jsonl'), 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(productLines[0]).toMatchObject({ id: child.id, name: 'Станок, "часть"', parent_id: parent.id });
    expect(productLines[0]).not.toHaveProperty('search');
    expect(productLines[0]).not.toHaveProperty('serial_value');
    expect(productLines[0]).not.toHaveProperty('created_by');

    const imported = await importInto(target, first);
    expect(imported.tables).toEqual(manifest.tables);
    const second = path.join(work, 'second');
    await exportCatalogue(target.database, localStorageOf(target), second);
    const [a, b] = await Promise.all([contents(first), contents(second)]);
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    for (const [name, bytes] of a) expect(b.get(name)?.equals(bytes), name).toBe(true);
    expect(a.size).toBe(CATALOGUE_TABLES.length + 2);

    // The imported catalogue serves as the original did, search and photo files included.
    const page = (await target.app.inject({ url: `/api/archive/details/${detail.id}` })).json();
    expect(page).toMatchObject({
      product: { id: child.id },
      stamps: [{ id: stamp.id }],
      photos: [{ id: photo.id, credit: 'Фото: Архив', licence: 'CC0' }],
    });
    expect(await storedFiles(path.join(target.dataDir, 'uploads'))).toHaveLength(2);
    const found = (await target.app.inject({ url: `/api/archive/search/all?q=${encodeURIComponent('гофром')}` })).json();
    expect(found.content.map((card: { id: number }) => card.id)).toContain(detail.id);
    // New rows get ids after the imported ones.
    const fresh = await buildProduct(target.database);
    expect(fresh.id).toBeGreaterThan(parent.id);
  });

  describe('into a fresh database', () => {
    let fresh: TestApp;
    beforeAll(async () => {
      fresh = await createTestApp();
    });
    afterAll(async () => fresh?.close());

    it('imports a dump made before a migration added a NOT NULL column: the column gets its default', async () => {
      // The dump of the first test, as a server before migration 0018 wrote it: no `carries_number`.
      const older = path.join(work, 'older');
      await fs.cp(path.join(work, 'first'), older, { recursive: true });
      const typesFile = path.join(older, 'detail_types.jsonl');
      const lines = (await fs.readFile(typesFile, 'utf8')).trim().split('\n');
      const stripped = lines.map((line) => {
        const { carries_number, ...rest } = JSON.parse(line);
        expect(carries_number).toBe(false);
        return JSON.stringify(rest);
      });
      await fs.writeFile(typesFile, `${stripped.join('\n')}\n`);
      const imported = await importInto(fresh, older);
      expect(imported.tables.detail_types).toBe(lines.length);
      const types = (await fresh.app.inject({ url: '/api/archive/detail-types' })).json();
      expect(types).toHaveLength(lines.length);
      expect(types.every((type: { carriesNumber: boolean }) => type.carriesNumber === false)).toBe(true);
    });
  });

  it('refuses to import into a catalogue that has rows, and a folder without a manifest', async () => {
    const dumped = path.join(work, 'first');
    await expect(importInto(source, dumped)).rejects.toThrow(/not empty/);
    await expect(importInto(target, work)).rejects.toThrow(/no manifest\.json/);
    await expect(exportCatalogue(source.database, localStorageOf(source), dumped)).rejects.toThrow(/not empty/);
  });
});

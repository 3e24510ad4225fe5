import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config';
import { openDatabase } from '../../src/db/open';
import { spawnEntry } from '../process/spawn';
import { queryRows } from '../query-rows';
import { storedFiles } from '../upload-helpers';
import { postManufacturer, uploadPhoto, useLiveServer } from './live-server';

/** `npm run admin -- backup` against a running PGlite server (through its admin socket), then `restore` into an empty folder. */
describe.skipIf(process.env.TEST_DB === 'postgres')('the admin CLI backing up a running PGlite server and restoring it', () => {
  const { tempDir, start } = useLiveServer();

  it('takes a snapshot while uploads run, and restores rows and exactly their files', async () => {
    const dataDir = await tempDir('live');
    const live = await start({ DATA_DIR: dataDir });
    const uploadOne = async () => expect((await uploadPhoto(live)).status).toBe(201);
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        await uploadOne();
        expect((await postManufacturer(live, `Завод ${i}`)).status).toBe(201);
      }
    })();
    await uploadOne();

    const backupDir = path.join(await tempDir('backup'), 'nightly');
    const backup = spawnEntry('src/cli/admin.ts', ['backup', backupDir], { DATA_DIR: dataDir });
    const code = await backup.exited;
    writing = false;
    await writer;
    expect(code, backup.output()).toBe(0);
    expect(backup.output()).toMatch(/written by the running server/);
    await live.stop();

    // Restore into an empty setup.
    const freshDir = await tempDir('fresh');
    const restore = spawnEntry('src/cli/admin.ts', ['restore', backupDir], { DATA_DIR: freshDir });
    expect(await restore.exited, restore.output()).toBe(0);
    const manifest = JSON.parse(await fs.readFile(path.join(backupDir, 'manifest.json'), 'utf8')) as { tables: Record<string, number> };
    const database = await openDatabase(testConfig({ dataDir: freshDir }));
    try {
      const photos = await queryRows<{ file_name: string; content_type: string }>(
        database.db,
        sql`select file_name, content_type from photos`,
      );
      expect(photos.length).toBe(manifest.tables.photos);
      expect(photos.length).toBeGreaterThan(0);
      const ext = (type: string) => (type === 'image/png' ? 'png' : type === 'image/webp' ? 'webp' : 'jpg');
      const named = photos.flatMap((p) => [`${p.file_name}.${ext(p.content_type)}`, `thumbs/${p.file_name}_thumb.jpg`]).sort();
      expect((await storedFiles(path.join(freshDir, 'uploads'))).sort()).toEqual(named);
      // Display sizes and tiles are not carried: the restored server derives them again.
      const derived = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from photos where derivation <> 'PENDING'`);
      expect(derived[0]?.n).toBe(0);
      const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from manufacturers`);
      expect(n).toBe(manifest.tables.manufacturers);
    } finally {
      await database.close();
    }
  }, 300_000);
});

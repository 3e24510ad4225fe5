import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupTo } from '../../src/db/backup';
import { readBackup, restoreFrom } from '../../src/db/restore';
import { createLocalStorage } from '../../src/lib/local-storage';
import { extensionFor, type PhotoStorage } from '../../src/lib/storage';
import { signIn } from '../factories';
import { createTestAppWith, type TestApp } from '../harness';
import { queryRows } from '../query-rows';
import { createTestDatabase } from '../test-database';
import { storedFiles, testImage, upload } from '../upload-helpers';
import { s3StorageIn, useS3Emulator } from './s3-test-storage';

describe('backup and restore with photos in an S3 bucket', () => {
  const s3 = useS3Emulator();
  let t: TestApp<PhotoStorage>;
  let dir: string;
  beforeAll(async () => {
    t = await createTestAppWith((dataDir) => s3StorageIn(s3, dataDir));
    await t.app.ready();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'museum-s3-backup-'));
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('copies exactly the objects the rows name into the backup folder, and restores them into another bucket prefix', async () => {
    const { auth } = await signIn(t.database, 'MODERATOR', t.clock.now());
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await upload(t.app, auth, await testImage())).json().id);
    await t.storage.saveOriginal('0rphan', 'jpg', await testImage());

    // A delete that commits while the backup runs: the snapshot's files are still copied.
    const backup = backupTo(t.database, { catalogue: t.storage, collection: t.collectionStorage }, path.join(dir, 'snapshot'));
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/archive/photos/${ids[0]}`, headers: auth });
    const manifest = await backup;
    expect(deleted.statusCode).toBe(204);
    expect(manifest.missingFiles).toEqual([]);

    const rows = (await fs.readFile(path.join(dir, 'snapshot', 'tables', 'photos.ndjson'), 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { file_name: string; content_type: string });
    const named = rows.flatMap((row) => t.storage.filesOf(row.file_name, extensionFor(row.content_type))).sort();
    expect(manifest.files).toBe(named.length);
    expect((await storedFiles(path.join(dir, 'snapshot', 'uploads'))).sort()).toEqual(named);

    const target = await createTestDatabase();
    const restoredDir = await fs.mkdtemp(path.join(os.tmpdir(), 'museum-s3-restored-'));
    try {
      const restored = s3StorageIn(s3, restoredDir);
      const restoredCollection = createLocalStorage(path.join(restoredDir, 'collection-photos'));
      await restoreFrom(target, { catalogue: restored, collection: restoredCollection }, await readBackup(path.join(dir, 'snapshot')));
      const [{ n } = { n: -1 }] = await queryRows<{ n: number }>(target.db, sql`select count(*)::int as n from photos`);
      expect(n).toBe(rows.length);
      expect((await restored.listFiles()).map((file) => file.relativePath).sort()).toEqual(named);
      for (const file of named) {
        const copy = path.join(restoredDir, 'check');
        expect(await restored.copyOut(file, copy)).toBe(true);
        expect(await fs.readFile(copy)).toEqual(await fs.readFile(path.join(dir, 'snapshot', 'uploads', file)));
      }
      // Restoring again into a bucket prefix that holds photos is refused.
      const second = await createTestDatabase();
      try {
        await expect(
          restoreFrom(second, { catalogue: restored, collection: restoredCollection }, await readBackup(path.join(dir, 'snapshot'))),
        ).rejects.toThrow(/уже есть файлы фотографий/);
      } finally {
        await second.close();
      }
    } finally {
      await target.close();
      await fs.rm(restoredDir, { recursive: true, force: true });
    }
  });
});

import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BACKUP_FOLDERS, type BackupManifest, backupTo } from '../../src/db/backup';
import { readBackup, restoreFrom } from '../../src/db/restore';
import { createLocalStorage, type LocalStorage } from '../../src/lib/local-storage';
import { extensionFor } from '../../src/lib/storage';
import { addRecord, gunInput } from '../collection-factories';
import { addPhoto } from '../collection-photo-helpers';
import { signIn } from '../factories';
import { useTestApp } from '../harness';
import { queryRows } from '../query-rows';
import { useTempDirs } from '../temp-dirs';
import { createTestDatabase } from '../test-database';
import { storedFiles, testImage, upload } from '../upload-helpers';

/** The table whose rows name each storage's files: the catalogue's photos and the collectors' private ones (ADR 088). */
const PHOTO_TABLES = { catalogue: 'photos', collection: 'collection_photos' } as const;
type Kind = keyof typeof PHOTO_TABLES;
const KINDS = Object.keys(PHOTO_TABLES) as Kind[];

/** The files the photo rows of a table name, sorted. */
async function namedFiles(db: Parameters<typeof queryRows>[0], storage: LocalStorage, kind: Kind): Promise<string[]> {
  const rows = await queryRows<{ file_name: string; content_type: string }>(
    db,
    sql`select file_name, content_type from ${sql.raw(PHOTO_TABLES[kind])}`,
  );
  return rows.flatMap((row) => storage.filesOf(row.file_name, extensionFor(row.content_type))).sort();
}

describe('backup during writes, then restore into an empty setup', () => {
  const t = useTestApp();
  const tempDir = useTempDirs();

  it('holds a consistent snapshot with exactly the files its rows name, and restores it whole', async () => {
    const storages = { catalogue: t.storage as LocalStorage, collection: t.collectionStorage as LocalStorage };
    const { auth } = await signIn(t.database, 'MODERATOR', t.clock.now());
    // A collector's record with a private photo: its files go into the backup and come back with it.
    const collector = await signIn(t.database, 'USER', t.clock.now());
    const record = await addRecord(t.app, collector.auth, gunInput());
    const privatePhoto = await addPhoto(t.app, collector.auth, record.id);
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await upload(t.app, auth, await testImage());
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id);
    }

    // Uploads, deletes and catalogue writes keep running while the backup is taken.
    let writing = true;
    let rounds = 0;
    const writer = (async () => {
      for (let i = 0; writing; i++, rounds++) {
        const res = await upload(t.app, auth, await testImage());
        expect(res.statusCode).toBe(201);
        const doomed = ids.shift();
        if (doomed !== undefined)
          expect((await t.app.inject({ method: 'DELETE', url: `/api/archive/photos/${doomed}`, headers: auth })).statusCode).toBe(204);
        ids.push(res.json().id);
        const maker = await t.app.inject({
          method: 'POST',
          url: '/api/archive/manufacturers',
          headers: auth,
          payload: { name: `Завод ${i}` },
        });
        expect(maker.statusCode).toBe(201);
      }
    })();
    const dir = path.join(await tempDir('backup'), 'snapshot');
    let manifest: BackupManifest | undefined;
    try {
      // The writer is under way: it has gone round (upload, delete, new maker) once already.
      await expect.poll(() => rounds, { interval: 10 }).toBeGreaterThan(0);
      manifest = await backupTo(t.database, storages, dir);
    } finally {
      writing = false;
      await writer;
    }
    expect(manifest.missingFiles).toEqual([]);

    // The backup's files are exactly the ones its photo rows name, each storage's in its folder, the private photo's among them.
    for (const kind of KINDS) {
      const table = PHOTO_TABLES[kind];
      const rows = (await fs.readFile(path.join(dir, 'tables', `${table}.ndjson`), 'utf8'))
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { file_name: string; content_type: string });
      expect(rows.length, table).toBe(manifest.tables[table]);
      const expected = rows.flatMap((row) => storages[kind].filesOf(row.file_name, extensionFor(row.content_type))).sort();
      expect((await storedFiles(path.join(dir, BACKUP_FOLDERS[kind]))).sort(), kind).toEqual(expected);
    }
    expect(manifest.tables.collection_photos).toBe(1);

    // Restore into a fresh database and an empty uploads folder.
    const target = await createTestDatabase();
    try {
      const restoredDir = await tempDir('restored');
      const restored = {
        catalogue: createLocalStorage(path.join(restoredDir, 'uploads')),
        collection: createLocalStorage(path.join(restoredDir, 'collection-photos')),
      };
      await restoreFrom(target, restored, await readBackup(dir));
      for (const [table, rows] of Object.entries(manifest.tables)) {
        const [{ n } = { n: -1 }] = await queryRows<{ n: number }>(target.db, sql.raw(`select count(*)::int as n from "${table}"`));
        expect(n, table).toBe(rows);
      }
      for (const kind of KINDS) {
        const named = await namedFiles(target.db, restored[kind], kind);
        expect((await storedFiles(restored[kind].root)).sort(), kind).toEqual(named);
        for (const file of named) {
          expect(await fs.readFile(path.join(restored[kind].root, file))).toEqual(
            await fs.readFile(path.join(dir, BACKUP_FOLDERS[kind], file)),
          );
        }
      }
      // The private photo is made again from its original once the server runs.
      const [privateRow] = await queryRows<{ derivation: string }>(
        target.db,
        sql`select derivation from collection_photos where id = ${privatePhoto.id}`,
      );
      expect(privateRow?.derivation).toBe('PENDING');
      // Ids go on where they were: a new row does not collide with a restored one.
      await target.db.execute(sql`insert into manufacturers (name) values ('После восстановления')`);
      // A second restore into the now non-empty setup is refused.
      await expect(restoreFrom(target, restored, await readBackup(dir))).rejects.toThrow(/не пуста|уже есть файлы/);
    } finally {
      await target.close();
    }
  }, 180_000);

  it('refuses a folder that is not empty, and a folder that holds no backup', async () => {
    const dir = await tempDir('busy');
    await fs.writeFile(path.join(dir, 'something'), 'x');
    await expect(backupTo(t.database, { catalogue: t.storage, collection: t.collectionStorage }, dir)).rejects.toThrow(/not empty/);
    await expect(readBackup(dir)).rejects.toThrow(/нет полной резервной копии/);
  });
});

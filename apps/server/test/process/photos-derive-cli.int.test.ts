import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { scaled } from '@museum/test-kit';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config';
import { openDatabase } from '../../src/db/open';
import { createLocalStorage } from '../../src/lib/local-storage';
import { buildPhoto } from '../catalogue-factories';
import { queryRows } from '../query-rows';
import { eventually, type LiveServer, startLiveServer } from '../reliability/live-server';
import { spawnEntry } from './spawn';

/** Photos stored before derivation existed: rows and originals, no sizes, no tiles. */
async function storeOldPhotos(dataDir: string, count: number): Promise<void> {
  const database = await openDatabase(testConfig({ dataDir }));
  const storage = createLocalStorage(path.join(dataDir, 'uploads'));
  try {
    for (let i = 0; i < count; i++) {
      const image = await sharp({ create: { width: 900 + i, height: 600, channels: 3, background: `#${i}4${i}` } })
        .jpeg()
        .toBuffer();
      const photo = await buildPhoto(database, { width: 900 + i, height: 600 });
      await storage.saveOriginal(photo.fileName, 'jpg', image);
    }
  } finally {
    await database.close();
  }
}

async function states(dataDir: string): Promise<Record<string, number>> {
  const database = await openDatabase(testConfig({ dataDir }));
  try {
    const rows = await queryRows<{ derivation: string; n: number }>(
      database.db,
      sql`select derivation, count(*)::int as n from photos group by derivation`,
    );
    return Object.fromEntries(rows.map((row) => [row.derivation, row.n]));
  } finally {
    await database.close();
  }
}

async function markPending(dataDir: string): Promise<void> {
  const database = await openDatabase(testConfig({ dataDir }));
  try {
    await database.db.execute(sql`update photos set derivation = 'PENDING'`);
  } finally {
    await database.close();
  }
}

const derive = async (dataDir: string, ...args: string[]) => {
  const run = spawnEntry('src/cli/admin.ts', ['photos:derive', ...args], { DATA_DIR: dataDir });
  expect(await run.exited, run.output()).toBe(0);
  return run.output();
};

/** `npm run admin -- photos:derive`: resumable, and through the running server on PGlite. */
describe.skipIf(process.env.TEST_DB === 'postgres')('the photos:derive admin command', () => {
  const folders: string[] = [];
  let live: LiveServer | undefined;
  afterAll(async () => {
    await live?.stop();
    for (const dir of folders) await fs.rm(dir, { recursive: true, force: true });
  });

  it(
    'derives the photos stored before, skips them when run again, and asks a running server to do it',
    async () => {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'museum-derive-'));
      folders.push(dataDir);
      await storeOldPhotos(dataDir, 3);
      expect(await states(dataDir)).toEqual({ PENDING: 3 });

      expect(await derive(dataDir)).toContain('"ready":3');
      expect(await states(dataDir)).toEqual({ READY: 3 });
      const derived = await fs.readdir(path.join(dataDir, 'uploads', 'derived'));
      expect(derived).toHaveLength(3);
      // Resumable: what is derived stays derived.
      expect(await derive(dataDir)).toContain('"ready":0');

      // While the server holds the PGlite folder, the command asks it (every photo again with --all).
      live = await startLiveServer({ DATA_DIR: dataDir });
      const output = await derive(dataDir, '--all');
      expect(output).toMatch(/running server derives/);
      // Marked: the three photos' sizes and their three perceptual hashes (ADR 080).
      expect(output).toContain('"marked":6');
      expect(output).toContain('"READY":3');
      await live.stop();
      live = undefined;
      expect(await states(dataDir)).toEqual({ READY: 3 });

      // Jobs survive a restart: photos left pending are derived by the next server, unasked.
      await markPending(dataDir);
      live = await startLiveServer({ DATA_DIR: dataDir }, 'second');
      await eventually(async () => {
        const res = await fetch(`${live?.base}/api/archive/photos/page`);
        const page = (await res.json()) as { content: { image: { sizes: unknown } }[] };
        expect(page.content.filter((photo) => photo.image.sizes === null)).toEqual([]);
      });
      await live.stop();
      live = undefined;
    },
    scaled(400_000),
  );
});

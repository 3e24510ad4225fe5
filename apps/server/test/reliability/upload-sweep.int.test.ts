import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sweepOrphanFiles } from '../../src/db/upload-sweep';
import { createLocalStorage } from '../../src/lib/local-storage';
import { buildPhoto } from '../catalogue-factories';
import { useTestApp } from '../harness';
import { storedFiles } from '../upload-helpers';

describe('cleaning the uploads folder', () => {
  const t = useTestApp();
  const folders: string[] = [];
  afterAll(async () => {
    for (const dir of folders) await fs.rm(dir, { recursive: true, force: true });
  });
  const newStorage = async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'museum-sweep-'));
    folders.push(root);
    const storage = createLocalStorage(root);
    await fs.mkdir(path.join(root, 'thumbs'), { recursive: true });
    return storage;
  };
  const age = async (file: string, ms: number) => {
    const when = new Date(Date.now() - ms);
    await fs.utimes(file, when, when);
  };

  it('removes the temp files an interrupted write left, and nothing else', async () => {
    const storage = await newStorage();
    await storage.saveOriginal('kept', 'jpg', Buffer.from('photo'));
    await fs.writeFile(path.join(storage.root, 'a1b2.jpg.0123456789ab.tmp'), 'half');
    await fs.writeFile(path.join(storage.root, 'thumbs', 'a1b2_thumb.jpg.ba9876543210.tmp'), 'half');
    expect(await storage.removeTempFiles()).toBe(2);
    expect(await storedFiles(storage.root)).toEqual(['kept.jpg']);
  });

  it('removes files older than an hour that no row names, keeping named and young ones', async () => {
    const storage = await newStorage();
    const named = await buildPhoto(t.database, { contentType: 'image/png' });
    for (const [name, ext] of [
      [named.fileName, 'png'],
      ['orphan0old', 'jpg'],
      ['orphan0young', 'webp'],
    ] as const) {
      await storage.saveOriginal(name, ext, Buffer.from(name));
      await storage.saveThumbnail(name, Buffer.from(name));
    }
    for (const file of await storedFiles(storage.root)) {
      if (!file.includes('young')) await age(path.join(storage.root, file), 2 * 3_600_000);
    }
    const removed = await sweepOrphanFiles(t.database.db, storage);
    expect(removed.sort()).toEqual(['orphan0old.jpg', 'thumbs/orphan0old_thumb.jpg']);
    expect((await storedFiles(storage.root)).sort()).toEqual(
      [`${named.fileName}.png`, 'orphan0young.webp', `thumbs/${named.fileName}_thumb.jpg`, 'thumbs/orphan0young_thumb.jpg'].sort(),
    );
  });
});

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../src/lib/local-storage';
import type { OpenedFile, PhotoStorage } from '../../src/lib/storage';
import { s3StorageIn, useS3Emulator } from './s3-test-storage';

const s3 = useS3Emulator();

/** The same cases on both storages: what the app, the sweep and backups rely on (ADR 032). */
describe.each([
  ['local folder', (dir: string) => createLocalStorage(path.join(dir, 'uploads'))],
  ['S3 bucket', (dir: string) => s3StorageIn(s3, dir)],
] as const)('photo storage contract: %s', (_name, make) => {
  let dir: string;
  let storage: PhotoStorage;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'storage-contract-'));
    storage = make(dir);
  });
  afterEach(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  const opened = async (file: OpenedFile) => (file.status === 'ok' ? { ...file, body: await text(file.body) } : file);

  it('stores an original and a thumbnail, reads them back and answers ENOENT for a missing one', async () => {
    await storage.saveOriginal('abc123', 'jpg', Buffer.from('original bytes'));
    await storage.saveThumbnail('abc123', Buffer.from('thumb'));
    expect((await storage.readOriginal('abc123', 'jpg')).toString()).toBe('original bytes');
    await expect(storage.readOriginal('nothing', 'jpg')).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await storage.sizeOf('abc123.jpg')).toBe(14);
    expect(await storage.sizeOf('thumbs/abc123_thumb.jpg')).toBe(5);
    expect(await storage.sizeOf('nothing.jpg')).toBeNull();
    expect(storage.filesOf('abc123', 'jpg')).toEqual(['abc123.jpg', 'thumbs/abc123_thumb.jpg']);
  });

  it('opens a file whole, by a range, by a suffix; refuses a range past the end; knows its ETag', async () => {
    await storage.saveOriginal('ranged', 'jpg', Buffer.from('0123456789'));
    const whole = await opened(await storage.open('ranged.jpg'));
    expect(whole).toMatchObject({ status: 'ok', body: '0123456789', length: 10, size: 10, contentType: 'image/jpeg' });
    expect(whole.status === 'ok' && whole.range).toBeFalsy();
    const etag = whole.status === 'ok' ? whole.etag : '';
    expect(etag).not.toBe('');
    expect(await opened(await storage.open('ranged.jpg', { range: { start: 2, end: 4 } }))).toMatchObject({
      status: 'ok',
      body: '234',
      length: 3,
      size: 10,
      range: { start: 2, end: 4 },
    });
    expect(await opened(await storage.open('ranged.jpg', { range: { suffix: 3 } }))).toMatchObject({
      body: '789',
      range: { start: 7, end: 9 },
    });
    expect(await storage.open('ranged.jpg', { range: { start: 10 } })).toEqual({ status: 'range-not-satisfiable', size: 10 });
    expect(await storage.open('ranged.jpg', { ifNoneMatch: etag })).toEqual({ status: 'not-modified', etag });
    expect(await storage.open('missing.jpg')).toEqual({ status: 'not-found' });
  });

  it('replaces a derived set whole: files of the older set the new one lacks are gone', async () => {
    await storage.saveDerived('pic', async (folder) => {
      await fs.mkdir(path.join(folder, 'iiif', 'full'), { recursive: true });
      await fs.writeFile(path.join(folder, 'size-320.jpg'), 'old size');
      await fs.writeFile(path.join(folder, 'iiif', 'full', 'old.jpg'), 'old tile');
      await fs.writeFile(path.join(folder, 'iiif', 'info.json'), '{"v":1}');
    });
    const answer = await storage.saveDerived('pic', async (folder) => {
      await fs.mkdir(path.join(folder, 'iiif'), { recursive: true });
      await fs.writeFile(path.join(folder, 'size-320.jpg'), 'new size');
      await fs.writeFile(path.join(folder, 'iiif', 'info.json'), '{"v":2}');
      await fs.writeFile(path.join(folder, 'vips-properties.xml'), 'left by libvips');
      return 'built';
    });
    expect(answer).toBe('built');
    expect((await storage.readDerived('pic', 'size-320.jpg')).toString()).toBe('new size');
    expect((await storage.readDerived('pic', 'iiif/info.json')).toString()).toBe('{"v":2}');
    await expect(storage.readDerived('pic', 'iiif/full/old.jpg')).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await storage.sizeOf(storage.derivedPath('pic', 'vips-properties.xml'))).toBeNull();
    // A failed build leaves the set as it was and nothing behind.
    await expect(storage.saveDerived('pic', async () => Promise.reject(new Error('sharp failed')))).rejects.toThrow('sharp failed');
    expect((await storage.readDerived('pic', 'size-320.jpg')).toString()).toBe('new size');
    expect(await storage.removeTempFiles()).toBe(0);
  });

  it('lists one entry per original, thumbnail and derived set, and removes a derived set whole', async () => {
    await storage.saveOriginal('one', 'png', Buffer.from('1'));
    await storage.saveThumbnail('one', Buffer.from('t'));
    await storage.saveDerived('one', async (folder) => {
      await fs.mkdir(path.join(folder, 'iiif'), { recursive: true });
      await fs.writeFile(path.join(folder, 'size-320.webp'), 's');
      await fs.writeFile(path.join(folder, 'iiif', 'info.json'), '{}');
    });
    const listed = await storage.listFiles();
    expect(listed.map((file) => [file.fileName, file.relativePath]).sort()).toEqual([
      ['one', 'derived/one'],
      ['one', 'one.png'],
      ['one', 'thumbs/one_thumb.jpg'],
    ]);
    expect(listed.every((file) => Math.abs(file.modifiedMs - Date.now()) < 24 * 3_600_000)).toBe(true);
    await storage.removeFile('derived/one');
    await storage.removeFile('one.png');
    expect((await storage.listFiles()).map((file) => file.relativePath)).toEqual(['thumbs/one_thumb.jpg']);
  });

  it('holds removals while a backup copies, then removes; copies files out and in', async () => {
    await storage.saveOriginal('held', 'jpg', Buffer.from('keep me a while'));
    await storage.saveThumbnail('held', Buffer.from('thumb'));
    const release = storage.holdRemovals();
    await storage.remove('held', 'jpg');
    const out = path.join(dir, 'out.jpg');
    expect(await storage.copyOut('held.jpg', out)).toBe(true);
    expect(await fs.readFile(out, 'utf8')).toBe('keep me a while');
    expect(await storage.copyOut('gone.jpg', path.join(dir, 'gone.jpg'))).toBe(false);
    await release();
    expect(await storage.listFiles()).toEqual([]);

    await storage.copyIn(out, 'back.jpg');
    expect((await storage.readOriginal('back', 'jpg')).toString()).toBe('keep me a while');
    await storage.checkWritable();
    expect((await storage.listFiles()).map((file) => file.relativePath)).toEqual(['back.jpg']);
  });
});

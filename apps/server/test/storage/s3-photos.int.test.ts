import fs from 'node:fs/promises';
import path from 'node:path';
import { PhotoDto } from '@museum/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOrphanFiles } from '../../src/db/upload-sweep';
import type { Actor } from '../../src/lib/actor';
import type { PhotoStorage } from '../../src/lib/storage';
import { signIn } from '../factories';
import { createTestAppWith, type TestApp } from '../harness';
import { foregroundDerivation, photoWritesWith } from '../photo-services';
import { storedFiles, testImage, upload } from '../upload-helpers';
import { s3StorageIn, useS3Emulator } from './s3-test-storage';

const noise = { type: 'gaussian', mean: 128, sigma: 40 } as const;

/** A problem+json answer with its status, code and a Russian detail. */
const expectProblem = (res: { statusCode: number; json(): Record<string, unknown> }, status: number, code: string) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  expect(res.json()).toMatchObject({ status, code });
  expect(String(res.json().detail)).toMatch(/[а-яё]/i);
};

describe('photos in an S3 bucket through the API', () => {
  const s3 = useS3Emulator();
  let t: TestApp<PhotoStorage>;
  beforeAll(async () => {
    t = await createTestAppWith((dataDir) => s3StorageIn(s3, dataDir));
    await t.app.ready();
  });
  afterAll(async () => t?.close());

  const derive = () => foregroundDerivation(t).runPending();
  const keys = () => s3.listKeys();

  it('stores an upload in the bucket (not on disk), serves it with type, length, ETag, ranges and 304, and 404 for a missing one', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const image = await testImage('jpeg', 300, 200);
    const res = await upload(t.app, moderator.auth, image);
    expect(res.statusCode).toBe(201);
    const photo = PhotoDto.parse(res.json());
    expect(await storedFiles(path.join(t.dataDir, 'uploads'))).toEqual([]);

    const whole = await t.app.inject({ url: photo.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('image/jpeg');
    expect(Number(whole.headers['content-length'])).toBe(whole.rawPayload.length);
    expect(whole.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const etag = whole.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    expect((await sharp(whole.rawPayload).metadata()).width).toBe(300);

    const part = await t.app.inject({ url: photo.url, headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${whole.rawPayload.length}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(10, 20));
    const tail = await t.app.inject({ url: photo.url, headers: { range: 'bytes=-5' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload).toEqual(whole.rawPayload.subarray(-5));

    const past = await t.app.inject({ url: photo.url, headers: { range: `bytes=${whole.rawPayload.length}-` } });
    expectProblem(past, 416, 'RANGE_NOT_SATISFIABLE');
    expect(past.headers['content-range']).toBe(`bytes */${whole.rawPayload.length}`);

    const again = await t.app.inject({ url: photo.url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const head = await t.app.inject({ method: 'HEAD', url: photo.thumbnailUrl });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/jpeg');

    expectProblem(await t.app.inject({ url: '/uploads/0000nothing.jpg' }), 404, 'NOT_FOUND');
    expectProblem(await t.app.inject({ url: '/uploads/..%2F..%2Fetc/passwd' }), 404, 'NOT_FOUND');
  });

  it('derives sizes and tiles into the bucket and serves them; deleting the photo removes every object', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#468', noise } })
      .jpeg()
      .toBuffer();
    const uploaded = PhotoDto.parse((await upload(t.app, moderator.auth, picture)).json());
    expect(await derive()).toMatchObject({ failed: 0, skipped: 0 });
    const photo = PhotoDto.parse((await t.app.inject({ url: `/api/archive/photos/${uploaded.id}` })).json());
    const fileName = photo.url.replace(/^\/uploads\/|\.\w+$/g, '');
    expect(photo.image.sizes?.widths).toEqual([320, 640, 900]);

    const size = await t.app.inject({ url: `${photo.image.sizes?.base}-640.avif` });
    expect(size.statusCode).toBe(200);
    expect(size.headers['content-type']).toBe('image/avif');
    expect((await sharp(size.rawPayload).metadata()).width).toBe(640);

    const info = await t.app.inject({ url: `${photo.image.tiles}/info.json` });
    expect(info.json()).toMatchObject({ id: `${t.config.publicUrl}/iiif/images/${fileName}`, width: 900, height: 600, profile: 'level0' });
    const tile = await t.app.inject({ url: `${photo.image.tiles}/0,0,512,512/512,512/0/default.jpg` });
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['content-type']).toBe('image/jpeg');
    expect(tile.headers['access-control-allow-origin']).toBe('*');
    expect((await t.app.inject({ url: `${photo.image.tiles}/full/1,1/0/default.jpg` })).statusCode).toBe(404);
    expect((await keys()).filter((key) => key.includes(`derived/${fileName}/`)).length).toBeGreaterThan(10);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/archive/photos/${photo.id}`, headers: moderator.auth })).statusCode).toBe(
      204,
    );
    expect((await keys()).filter((key) => key.includes(fileName))).toEqual([]);
    expectProblem(await t.app.inject({ url: photo.url }), 404, 'NOT_FOUND');
  });

  it('removes what it wrote to the bucket when the row cannot be committed', async () => {
    const before = await keys();
    // An actor whose account is gone: the row's foreign key refuses it after the objects are written.
    const ghost: Actor = { userId: 2_000_000_000, username: 'ghost', role: 'USER', sessionId: 1 };
    let written = 0;
    const counting: PhotoStorage = {
      ...t.storage,
      saveThumbnail: async (...args) => {
        written++;
        return t.storage.saveThumbnail(...args);
      },
    };
    const writes = photoWritesWith(t, counting);
    await expect(writes.upload(ghost, { data: await testImage(), fileName: 'x.jpg' })).rejects.toThrow();
    expect(written).toBe(1);
    expect(await keys()).toEqual(before);
  });

  it('sweeps objects no row names once they are an hour old', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const kept = PhotoDto.parse((await upload(t.app, moderator.auth, await testImage())).json());
    await t.storage.saveOriginal('0rphan0bject', 'jpg', await testImage());
    await t.storage.saveThumbnail('0rphan0bject', await testImage());
    await t.storage.saveDerived('0rphan0bject', async (folder) => fs.writeFile(path.join(folder, 'size-320.jpg'), 'x'));
    expect(await sweepOrphanFiles(t.database.db, t.storage)).toEqual([]);
    const removed = await sweepOrphanFiles(t.database.db, t.storage, { now: Date.now() + 2 * 3_600_000 });
    expect(removed.sort()).toEqual(['0rphan0bject.jpg', 'derived/0rphan0bject', 'thumbs/0rphan0bject_thumb.jpg']);
    expect((await keys()).filter((key) => key.includes('0rphan0bject'))).toEqual([]);
    expect((await t.app.inject({ url: kept.url })).statusCode).toBe(200);
  });

  it('answers 503 STORAGE_UNAVAILABLE with Retry-After while the store is down, in health too, and recovers', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const photo = PhotoDto.parse((await upload(t.app, moderator.auth, await testImage())).json());
    await s3.pause();
    try {
      const served = await t.app.inject({ url: photo.url });
      expectProblem(served, 503, 'STORAGE_UNAVAILABLE');
      expect(served.headers['retry-after']).toBe('5');
      expectProblem(await upload(t.app, moderator.auth, await testImage()), 503, 'STORAGE_UNAVAILABLE');
      const health = await t.app.inject({ url: '/api/health' });
      expectProblem(health, 503, 'STORAGE_UNAVAILABLE');
      expect(health.json()).toMatchObject({ uploads: 'not-writable' });
    } finally {
      await s3.resume();
    }
    expect((await t.app.inject({ url: photo.url })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/health' })).json()).toMatchObject({ status: 'ok', uploads: 'writable' });
  });
});

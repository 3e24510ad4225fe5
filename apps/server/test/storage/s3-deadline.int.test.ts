import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../src/lib/actor';
import { type PhotoStorage, StorageDeadline, StorageUnavailable } from '../../src/lib/storage';
import { signIn } from '../factories';
import { createTestAppWith, type TestApp } from '../harness';
import { photoWritesWith } from '../photo-services';
import { testImage, upload } from '../upload-helpers';
import { s3StorageIn, startStalledBucket } from './s3-test-storage';

/** Small, so the waits stay short; the point is what ends them, not how fast. */
const TIMEOUT_MS = 300;

/** The storage error a call ended with: unavailable, aborted for want of an answer within `deadlineMs`. */
const abortedAfter = async (call: Promise<unknown>): Promise<StorageDeadline> => {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(StorageUnavailable);
  let cause = (error as Error).cause;
  while (cause && !(cause instanceof StorageDeadline)) cause = (cause as Error).cause;
  expect(cause, String(error)).toBeInstanceOf(StorageDeadline);
  return cause as StorageDeadline;
};

/** STORAGE_TIMEOUT_MS bounds a whole storage call, the SDK's retries included (issue 30, point 4; ADR 047). */
describe('a bucket that stops answering half-way', () => {
  let stalled: Awaited<ReturnType<typeof startStalledBucket>>;
  let t: TestApp<PhotoStorage>;
  beforeAll(async () => {
    stalled = await startStalledBucket();
    const bucket = { bucket: 'stalled', endpoint: stalled.endpoint, region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's' };
    t = await createTestAppWith((dataDir) => s3StorageIn(bucket, dataDir, 'site', TIMEOUT_MS));
    await t.app.ready();
  });
  afterAll(async () => {
    await t?.close();
    await stalled?.stop();
  });

  it('aborts every kind of call at the configured deadline, not after the SDK tries twice', async () => {
    const storage = t.storage;
    for (const call of [
      () => storage.checkWritable(),
      () => storage.readOriginal('abc', 'jpg'),
      () => storage.open('abc.jpg'),
      () => storage.sizeOf('abc.jpg'),
      () => storage.listFiles(),
      () => storage.removeFile('abc.jpg'),
      // A write gets no more time for its size: a frozen bucket answers within the deadline (issue 30).
      () => storage.saveOriginal('abc', 'jpg', Buffer.alloc(8 * 2 ** 20)),
    ]) {
      expect((await abortedAfter(call())).deadlineMs, String(call)).toBe(TIMEOUT_MS);
    }
  });

  it('answers an upload and the health check 503 STORAGE_UNAVAILABLE with Retry-After', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const refused = await upload(t.app, moderator.auth, await testImage());
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.json()).toMatchObject({ code: 'STORAGE_UNAVAILABLE' });
    expect(refused.headers['retry-after']).toBeDefined();
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ code: 'STORAGE_UNAVAILABLE', uploads: 'not-writable' });
  });

  it('answers a refused upload without waiting for the removal of what it wrote', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const actor: Actor = { userId: moderator.user.id, username: moderator.user.username, role: 'MODERATOR', sessionId: 1 };
    let removalAsked = false;
    const away: PhotoStorage = {
      ...t.storage,
      saveOriginal: async () => {
        throw new StorageUnavailable('the bucket is away');
      },
      // A removal that never ends: the answer must not wait for it.
      remove: () => {
        removalAsked = true;
        return new Promise<void>(() => {});
      },
    };
    const writes = photoWritesWith(t, away);
    await expect(writes.upload(actor, { data: await testImage(), fileName: 'x.jpg' })).rejects.toBeInstanceOf(StorageUnavailable);
    expect(removalAsked).toBe(true);
  });
});

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PhotoStorage } from '../../src/lib/storage';
import { collectionPrefixOf } from '../../src/lib/storage-from-config';
import { addRecord, gunInput } from '../collection-factories';
import { addPhoto } from '../collection-photo-helpers';
import { DEFAULT_PASSWORD, signIn } from '../factories';
import { createTestAppWith, type TestApp } from '../harness';
import { testImage } from '../upload-helpers';
import { s3StorageIn, useS3Emulator } from './s3-test-storage';

/** Private photos in a bucket (ADR 088): beside the public prefix, served through the API, erased with the record and the account. */
describe('collection photos in an S3 bucket', () => {
  const s3 = useS3Emulator();
  const prefix = `t-${randomBytes(4).toString('hex')}`;
  const privatePrefix = `${collectionPrefixOf(prefix)}/`;
  let t: TestApp<PhotoStorage>;
  beforeAll(async () => {
    t = await createTestAppWith(
      (dataDir) => s3StorageIn(s3, dataDir, prefix),
      {},
      {
        makeCollectionStorage: (dataDir) => s3StorageIn(s3, dataDir, collectionPrefixOf(prefix)),
      },
    );
    await t.app.ready();
  });
  afterAll(async () => t?.close());

  const privateKeys = async () => (await s3.listKeys()).filter((key) => key.startsWith(privatePrefix));
  const publicKeys = async () => (await s3.listKeys()).filter((key) => key.startsWith(`${prefix}/`));

  it('stores the files under the private prefix only, serves them to the owner, and erases them with the record and the account', async () => {
    const owner = await signIn(t.database);
    const gun = await addRecord(t.app, owner.auth, gunInput());
    const part = await addRecord(t.app, owner.auth, gunInput());
    const photo = await addPhoto(t.app, owner.auth, gun.id, await testImage('jpeg', 600, 400));
    await addPhoto(t.app, owner.auth, part.id);
    await t.app.services.photoDerivation.runPending();
    expect(await publicKeys()).toEqual([]);
    const stored = await privateKeys();
    expect(stored.filter((key) => key.includes('/derived/')).length).toBeGreaterThan(2);

    const served = await t.app.inject({ url: `${photo.thumbnailUrl}`, headers: owner.auth });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('private, no-store');
    const tiles = await t.app.inject({ url: `/api/collection/photos/${photo.id}/iiif/info.json`, headers: owner.auth });
    expect(tiles.statusCode).toBe(200);
    const other = await signIn(t.database);
    expect((await t.app.inject({ url: photo.thumbnailUrl, headers: other.auth })).statusCode).toBe(404);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/collection/items/${gun.id}`, headers: owner.auth });
    expect(removed.statusCode).toBe(204);
    const left = await privateKeys();
    expect(left.length).toBeGreaterThan(0);
    expect(left.length).toBeLessThan(stored.length);
    expect((await t.app.inject({ url: photo.thumbnailUrl, headers: owner.auth })).statusCode).toBe(404);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/me',
      headers: owner.auth,
      payload: { password: DEFAULT_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await privateKeys()).toEqual([]);
  });
});

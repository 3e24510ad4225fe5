import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { collectionFilesNamed, sweepOrphanFiles } from '../src/db/upload-sweep';
import { processPhoto } from '../src/lib/photo-processing';
import { localCollectionPhotosDir } from '../src/lib/storage-from-config';
import { inflateEntries, zipEntries } from '../src/modules/imports/zip-directory';
import { PHOTO_COOKIE } from '../src/plugins/photo-access';
import { addRecord, gunInput } from './collection-factories';
import { addPhoto, filesIn, recordOf, uploadTo } from './collection-photo-helpers';
import { DEFAULT_PASSWORD, signIn } from './factories';
import { createTestApp, useTestApp } from './harness';
import { multipart, storedFiles, testImage, upload } from './upload-helpers';

const boundaryOf = (contentType: string) => contentType.split('boundary=')[1] ?? '';

const base = (photoId: number) => `/api/collection/photos/${photoId}`;

/** Issue 54, point 1: private photos of a collector's record, through the photo pipeline (ADR 088). */
describe('private photos of a collection record', () => {
  const t = useTestApp();

  it('are stored, listed with the record, derived and served to the owner only from the collection storage', async () => {
    const owner = await signIn(t.database);
    const item = await addRecord(t.app, owner.auth, gunInput());
    const image = await testImage('jpeg', 640, 480);
    const photo = await addPhoto(t.app, owner.auth, item.id, image);
    expect(photo).toMatchObject({
      name: 'мой.jpg',
      contentType: 'image/jpeg',
      url: `${base(photo.id)}/original.jpg`,
      thumbnailUrl: `${base(photo.id)}/thumb.jpg`,
      image: { width: 640, height: 480, sizes: null, tiles: null },
    });
    expect((await recordOf(t.app, owner.auth, item.id)).photos).toEqual([photo]);

    // Not one file under the public uploads: all of them in the collection's own storage.
    expect(await storedFiles(t.storage.root)).toEqual([]);
    expect(await filesIn(t.collectionStorage)).toHaveLength(2);

    const original = await t.app.inject({ url: photo.url, headers: owner.auth });
    expect(original.statusCode).toBe(200);
    expect(original.headers['cache-control']).toBe('private, no-store');
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.rawPayload).toEqual((await processPhoto(image)).original);
    const thumbnail = await t.app.inject({ url: photo.thumbnailUrl, headers: owner.auth });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['cache-control']).toBe('private, no-store');

    await t.app.services.photoDerivation.runPending();
    const [ready] = (await recordOf(t.app, owner.auth, item.id)).photos;
    expect(ready?.image).toMatchObject({
      sizes: { base: `${base(photo.id)}/size`, widths: [320, 640], formats: ['avif', 'webp', 'jpg'] },
      tiles: `${base(photo.id)}/iiif`,
    });
    expect(ready?.image.placeholder).toMatch(/^data:image\/webp;base64,/);
    const size = await t.app.inject({ url: `${base(photo.id)}/size-320.webp`, headers: owner.auth });
    expect(size.statusCode).toBe(200);
    expect(size.headers['content-type']).toBe('image/webp');
    const info = await t.app.inject({ url: `${base(photo.id)}/iiif/info.json`, headers: owner.auth });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.headers['cache-control']).toBe('private, no-store');
    expect(info.json()).toMatchObject({ id: `${t.config.publicUrl}${base(photo.id)}/iiif`, width: 640, height: 480 });
    const tilePath = (await storedFiles(localCollectionPhotosDir(t.dataDir))).find((file) => /\/iiif\/0,0,\d+,\d+\//.test(file));
    const tile = await t.app.inject({ url: `${base(photo.id)}/iiif/${tilePath?.split('/iiif/')[1]}`, headers: owner.auth });
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['content-type']).toBe('image/jpeg');
    const whole = await t.app.inject({ url: `${base(photo.id)}/iiif/full/max/0/default.jpg`, headers: owner.auth });
    expect(whole.statusCode).toBe(200);
    // Still nothing under the public uploads; the derived set is the collection's.
    expect(await storedFiles(t.storage.root)).toEqual([]);
    expect(await filesIn(t.collectionStorage)).toHaveLength(3);
  });

  it('are served to an <img> by the photo cookie, the owner only', async () => {
    const owner = await signIn(t.database);
    const other = await signIn(t.database);
    const item = await addRecord(t.app, owner.auth, gunInput());
    const photo = await addPhoto(t.app, owner.auth, item.id);
    const own = await t.app.inject({ url: photo.thumbnailUrl, headers: { cookie: `${PHOTO_COOKIE}=${owner.token}` } });
    expect(own.statusCode).toBe(200);
    const theirs = await t.app.inject({ url: photo.thumbnailUrl, headers: { cookie: `${PHOTO_COOKIE}=${other.token}` } });
    expect(theirs.statusCode).toBe(404);
  });

  it('refuses what is not an image, an id that is none and a field beside the file', async () => {
    const owner = await signIn(t.database);
    const item = await addRecord(t.app, owner.auth, gunInput());
    const notImage = await uploadTo(t.app, owner.auth, item.id, Buffer.from('not an image'));
    expect(notImage.statusCode).toBe(415);
    expect(notImage.headers['content-type']).toContain('application/problem+json');
    const badId = await uploadTo(t.app, owner.auth, 0, await testImage());
    expect(badId.statusCode).toBe(400);
    const stray = multipart(await testImage());
    const withField = await t.app.inject({
      method: 'POST',
      url: `/api/collection/items/${item.id}/photos`,
      headers: { ...owner.auth, 'content-type': stray.headers['content-type'] },
      payload: Buffer.concat([
        Buffer.from(`--${boundaryOf(stray.headers['content-type'])}\r\nContent-Disposition: form-data; name="credit"\r\n\r\nя\r\n`),
        stray.payload,
      ]),
    });
    expect(withField.statusCode, withField.body).toBe(400);
    expect(withField.json().detail).toBe('Неизвестное поле credit: ожидается только file');
    expect((await recordOf(t.app, owner.auth, item.id)).photos).toEqual([]);
  });

  it('a deleted photo, a deleted record and a deleted account take their files with them', async () => {
    const owner = await signIn(t.database);
    const item = await addRecord(t.app, owner.auth, gunInput());
    const kept = await addRecord(t.app, owner.auth, gunInput());
    const first = await addPhoto(t.app, owner.auth, item.id);
    const second = await addPhoto(t.app, owner.auth, item.id);
    await addPhoto(t.app, owner.auth, kept.id);
    await t.app.services.photoDerivation.runPending();
    const before = await filesIn(t.collectionStorage);

    const wrongRecord = await t.app.inject({
      method: 'DELETE',
      url: `/api/collection/items/${kept.id}/photos/${first.id}`,
      headers: owner.auth,
    });
    expect(wrongRecord.statusCode).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/collection/items/${item.id}/photos/${first.id}`,
      headers: owner.auth,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await t.app.inject({ url: first.thumbnailUrl, headers: owner.auth })).statusCode).toBe(404);
    expect((await recordOf(t.app, owner.auth, item.id)).photos.map((p) => p.id)).toEqual([second.id]);
    const afterPhoto = await filesIn(t.collectionStorage);
    expect(before.length - afterPhoto.length).toBe(3);

    const record = await t.app.inject({ method: 'DELETE', url: `/api/collection/items/${item.id}`, headers: owner.auth });
    expect(record.statusCode).toBe(204);
    expect((await t.app.inject({ url: second.thumbnailUrl, headers: owner.auth })).statusCode).toBe(404);
    const afterRecord = await filesIn(t.collectionStorage);
    expect(afterPhoto.length - afterRecord.length).toBe(3);

    const account = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/me',
      headers: owner.auth,
      payload: { password: DEFAULT_PASSWORD },
    });
    expect(account.statusCode, account.body).toBe(204);
    const afterAccount = await filesIn(t.collectionStorage);
    expect(afterRecord.length - afterAccount.length).toBe(3);
  });

  it('names the published catalogue photos that are near-duplicates, never an unpublished upload («похоже на фото …»)', async () => {
    const picture = await sharp({
      create: { width: 320, height: 240, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    })
      .png()
      .toBuffer();
    const moderator = await signIn(t.database, 'MODERATOR');
    const published = await upload(t.app, moderator.auth, await sharp(picture).jpeg({ quality: 90 }).toBuffer());
    expect(published.statusCode, published.body).toBe(201);
    const plain = await signIn(t.database);
    const unpublished = await upload(t.app, plain.auth, await sharp(picture).resize(300).jpeg().toBuffer());
    expect(unpublished.json()).toMatchObject({ published: false });

    const owner = await signIn(t.database);
    const item = await addRecord(t.app, owner.auth, gunInput());
    const photo = await addPhoto(t.app, owner.auth, item.id, await sharp(picture).resize(280).png().toBuffer());
    expect(photo.similar).toEqual([{ id: published.json().id, distance: expect.any(Number) }]);
    const other = await addPhoto(t.app, owner.auth, item.id);
    expect(other.similar).toEqual([]);
    expect((await recordOf(t.app, owner.auth, item.id)).photos.map((p) => p.similar.map((s) => s.id))).toEqual([[published.json().id], []]);
  });

  it('the account export carries the originals under photos/{record}/', async () => {
    const owner = await signIn(t.database, 'USER', t.clock.now());
    const item = await addRecord(t.app, owner.auth, gunInput());
    const image = await testImage('png', 40, 30);
    const photo = await addPhoto(t.app, owner.auth, item.id, image);
    const res = await t.app.inject({ url: '/api/auth/me/export', headers: owner.auth });
    expect(res.statusCode, res.body).toBe(200);
    const entries = zipEntries(res.rawPayload);
    if (!entries) throw new Error('not a ZIP archive');
    const files = inflateEntries(res.rawPayload, entries, 50 * 1024 * 1024, () => true);
    if (typeof files === 'string') throw new Error(files);
    expect([...files.keys()]).toEqual([
      'profile.json',
      'collection.json',
      'wanted.json',
      'contributions.json',
      `photos/${item.id}/${photo.id}.png`,
    ]);
    expect(files.get(`photos/${item.id}/${photo.id}.png`)).toEqual((await processPhoto(image)).original);
    expect(JSON.parse(files.get('collection.json')?.toString('utf8') ?? '')).toMatchObject([{ id: item.id, photos: [{ id: photo.id }] }]);
  });

  it('lose only their orphan files to the sweep of the collection storage, never a photo a record has', async () => {
    const owner = await signIn(t.database);
    const item = await addRecord(t.app, owner.auth, gunInput());
    await addPhoto(t.app, owner.auth, item.id);
    const kept = await filesIn(t.collectionStorage);
    // A crash between a file's write and its row's insert leaves files no row names.
    await t.collectionStorage.saveOriginal('0rphan0private', 'jpg', await testImage());
    const later = Date.now() + 2 * 60 * 60_000;
    // An hour's grace: a fresh orphan may be an upload whose row is about to commit.
    expect(await sweepOrphanFiles(t.database.db, t.collectionStorage, { named: collectionFilesNamed })).toEqual([]);
    expect(await sweepOrphanFiles(t.database.db, t.collectionStorage, { named: collectionFilesNamed, now: later })).toEqual([
      '0rphan0private.jpg',
    ]);
    expect(await filesIn(t.collectionStorage)).toEqual(kept);
  });
});

/** The per-account limit of photo bytes (`COLLECTION_PHOTO_MB`): a 409 problem past it, room again after a deletion. */
describe('the collection photos limit', () => {
  it('refuses a photo that would take the account past its bytes', async () => {
    const image = await testImage('png', 64, 48);
    const bytes = (await processPhoto(image)).original.length;
    const t = await createTestApp({ collectionLimits: { items: 100, wanted: 100, photoBytes: 2 * bytes } });
    try {
      const owner = await signIn(t.database);
      const item = await addRecord(t.app, owner.auth, gunInput());
      const first = await addPhoto(t.app, owner.auth, item.id, image);
      await addPhoto(t.app, owner.auth, item.id, image);
      const third = await uploadTo(t.app, owner.auth, item.id, image);
      expect(third.statusCode).toBe(409);
      expect(third.json()).toMatchObject({ code: 'COLLECTION_PHOTO_LIMIT' });
      expect(await filesIn(t.collectionStorage)).toHaveLength(4);
      // Another account has its own room.
      const other = await signIn(t.database);
      await addPhoto(t.app, other.auth, (await addRecord(t.app, other.auth, gunInput())).id, image);

      await t.app.inject({ method: 'DELETE', url: `/api/collection/items/${item.id}/photos/${first.id}`, headers: owner.auth });
      await addPhoto(t.app, owner.auth, item.id, image);
    } finally {
      await t.close();
    }
  });
});

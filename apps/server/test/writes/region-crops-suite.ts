import { type CropImageDto, PhotoDto, RegionDto } from '@museum/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sweepOrphanFiles } from '../../src/db/upload-sweep';
import type { PhotoStorage } from '../../src/lib/storage';
import { PHOTO_COOKIE } from '../../src/plugins/photo-access';
import { buildProduct, buildStamp } from '../catalogue-factories';
import { signIn } from '../factories';
import type { TestApp } from '../harness';
import { upload } from '../upload-helpers';

export const HOUR = 60 * 60_000;
const IMMUTABLE = 'public, max-age=31536000, immutable';

let photos = 0;
/**
 * A 900 × 600 photo, red on the left half and blue on the right: a crop shows which half it was cut
 * from. A corner of a different grey each time, so no two uploads are the same bytes.
 */
export const halves = () => {
  const grey = (photos++ % 200) + 30;
  return sharp({ create: { width: 900, height: 600, channels: 3, background: '#d01010' } })
    .composite([
      { input: { create: { width: 450, height: 600, channels: 3, background: '#1010d0' } }, left: 450, top: 0 },
      { input: { create: { width: 16, height: 16, channels: 3, background: { r: grey, g: grey, b: grey } } }, left: 0, top: 584 },
    ])
    .jpeg()
    .toBuffer();
};

/** The stored name of a crop, from its address (`…/derived/{name}/size-…`). */
export const cropNameOf = (crop: CropImageDto) => /\/derived\/([0-9a-z_-]+)\/size-/.exec(crop.url)?.[1] ?? '';

/**
 * Regions' crops (ADR 059): made by the derivation worker after a region is marked or moved, in
 * display sizes like the photo's, served as an unpublished photo's files are while the region is a
 * proposal, and removed with the region, its old rectangle or its photo. The same cases on a local
 * folder and on an S3 bucket.
 */
export function regionCropsSuite(makeApp: () => Promise<TestApp<PhotoStorage>>) {
  let t: TestApp<PhotoStorage>;
  beforeAll(async () => {
    t = await makeApp();
    await t.app.ready();
  });
  afterAll(async () => t?.close());

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, auth: Record<string, string> = {}, payload?: object) =>
    t.app.inject({ method, url: `/api/archive${url}`, headers: auth, ...(payload ? { payload } : {}) });
  /** The app's own worker, run to the end: the test waits on the crops' states, never on a clock. */
  const derive = () => t.app.services.photoDerivation.runPending();
  /** Whether the storage holds a crop's set of files. */
  const stored = async (cropName: string) => (await t.storage.listFiles()).some((file) => file.relativePath === `derived/${cropName}`);
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  async function publishedPhoto(moderator: { auth: Record<string, string> }) {
    const uploaded = await upload(t.app, moderator.auth, await halves());
    expect(uploaded.statusCode).toBe(201);
    return PhotoDto.parse(uploaded.json());
  }
  const regionsOf = async (photoId: number, auth: Record<string, string> = {}) =>
    RegionDto.array().parse((await send('GET', `/photos/${photoId}/regions`, auth)).json());

  it('makes a published region’s crop from the original, in sizes no wider than the region, served to anyone', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const photo = await publishedPhoto(moderator);
    const stamp = await buildStamp(t.database);
    const box = { x: 460, y: 100, width: 440, height: 300 };
    const created = await send('POST', `/photos/${photo.id}/regions`, moderator.auth, { ...box, target: { kind: 'stamp', id: stamp.id } });
    expect(created.statusCode).toBe(201);
    // Made off the request path: the answer says so until the worker has run.
    expect(created.json().crop).toBeNull();

    expect(await derive()).toMatchObject({ failed: 0, skipped: 0 });
    const [region] = await regionsOf(photo.id);
    const crop = region?.crop as CropImageDto;
    const name = cropNameOf(crop);
    expect(crop).toEqual({
      url: `/uploads/derived/${name}/size-440.jpg`,
      width: 440,
      height: 300,
      sizes: { base: `/uploads/derived/${name}/size`, widths: [320, 440], formats: ['avif', 'webp', 'jpg'] },
    });
    // The same crop wherever the region is answered: the target's «На фотографиях».
    expect((await send('GET', `/regions?kind=stamp&id=${stamp.id}`)).json()).toEqual([
      { id: region?.id, photoId: photo.id, ...box, note: null, crop, struckOn: [] },
    ]);

    for (const width of crop.sizes.widths) {
      for (const format of crop.sizes.formats) {
        const file = await get(`${crop.sizes.base}-${width}.${format}`);
        expect(file.statusCode, `${width}.${format}`).toBe(200);
        expect(file.headers['cache-control']).toBe(IMMUTABLE);
        const meta = await sharp(file.rawPayload).metadata();
        expect([meta.width, meta.height]).toEqual([width, Math.round((width * 300) / 440)]);
      }
    }
    // Cut from the blue half, where the rectangle is.
    const { channels } = await sharp((await get(crop.url)).rawPayload).stats();
    expect(channels[2]?.mean).toBeGreaterThan(150);
    expect(channels[0]?.mean).toBeLessThan(60);
    expect(await stored(name)).toBe(true);
  });

  it('serves a proposal’s crop to its author and moderators only, and to anyone once approved', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const author = await signIn(t.database, 'USER', t.clock.now());
    const other = await signIn(t.database, 'USER', t.clock.now());
    const photo = await publishedPhoto(moderator);
    const product = await buildProduct(t.database);
    const created = await send('POST', `/photos/${photo.id}/regions`, author.auth, {
      x: 0,
      y: 0,
      width: 200,
      height: 100,
      target: { kind: 'product', id: product.id },
    });
    expect(created.statusCode).toBe(201);
    await derive();

    const [mine] = await regionsOf(photo.id, author.auth);
    const crop = mine?.crop as CropImageDto;
    expect(crop).toMatchObject({ width: 200, height: 100, sizes: { widths: [200] } });
    // The moderators' queue shows it with the same crop.
    const queue = RegionDto.array().parse((await send('GET', '/regions/pending', moderator.auth)).json());
    expect(queue.find((region) => region.id === mine?.id)?.crop).toEqual(crop);

    const files = [crop.url, `${crop.sizes.base}-200.avif`];
    for (const url of files) {
      for (const [who, headers] of Object.entries({ anonymous: {}, other: other.auth })) {
        const hidden = await get(url, headers);
        expect(hidden.statusCode, `${url} to ${who}`).toBe(404);
        expect(hidden.headers['cache-control'], `${url} to ${who}`).toBe('no-store');
      }
      for (const [who, headers] of Object.entries({
        author: author.auth,
        'author by cookie': { cookie: `${PHOTO_COOKIE}=${author.token}` },
        moderator: moderator.auth,
      })) {
        const shown = await get(url, headers);
        expect(shown.statusCode, `${url} to ${who}`).toBe(200);
        expect(shown.headers['cache-control'], `${url} to ${who}`).toMatch(/no-store/);
        expect(shown.headers['cross-origin-resource-policy'], `${url} to ${who}`).toBe('same-origin');
      }
    }

    expect((await send('POST', `/regions/${mine?.id}/approve`, moderator.auth)).statusCode).toBe(200);
    const shown = await get(crop.url);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('makes a new crop when the rectangle moves and removes the old one; a change that keeps the rectangle keeps its crop', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const photo = await publishedPhoto(moderator);
    const stamp = await buildStamp(t.database);
    const target = { kind: 'stamp', id: stamp.id };
    const id = (await send('POST', `/photos/${photo.id}/regions`, moderator.auth, { x: 10, y: 10, width: 300, height: 200, target })).json()
      .id;
    await derive();
    const first = (await regionsOf(photo.id)).find((region) => region.id === id)?.crop as CropImageDto;
    expect(first).not.toBeNull();

    const noted = await send('PUT', `/regions/${id}`, moderator.auth, { x: 10, y: 10, width: 300, height: 200, target, note: 'Клеймо' });
    expect(noted.json()).toMatchObject({ note: 'Клеймо', crop: first });

    const moved = await send('PUT', `/regions/${id}`, moderator.auth, { x: 500, y: 10, width: 350, height: 200, target });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().crop).toBeNull();
    expect(await stored(cropNameOf(first))).toBe(false);
    expect((await get(first.url)).statusCode).toBe(404);

    await derive();
    const second = (await regionsOf(photo.id)).find((region) => region.id === id)?.crop as CropImageDto;
    expect(cropNameOf(second)).not.toBe(cropNameOf(first));
    expect(second).toMatchObject({ width: 350, height: 200 });
    expect((await get(second.url)).statusCode).toBe(200);
    expect(await stored(cropNameOf(first))).toBe(false);
  });

  it('removes the crop’s files with its region and with its photo', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const photo = await publishedPhoto(moderator);
    const stamp = await buildStamp(t.database);
    const target = { kind: 'stamp', id: stamp.id };
    const box = { x: 0, y: 0, width: 100, height: 100 };
    const deleted = (await send('POST', `/photos/${photo.id}/regions`, moderator.auth, { ...box, target })).json().id;
    await send('POST', `/photos/${photo.id}/regions`, moderator.auth, { ...box, x: 100, target });
    await send('POST', `/photos/${photo.id}/regions`, moderator.auth, { ...box, x: 200, target });
    await derive();
    const crops = (await regionsOf(photo.id)).map((region) => cropNameOf(region.crop as CropImageDto));
    expect(crops).toHaveLength(3);
    for (const name of crops) expect(await stored(name)).toBe(true);

    expect((await send('DELETE', `/regions/${deleted}`, moderator.auth)).statusCode).toBe(204);
    expect(await stored(crops[0] as string)).toBe(false);
    expect(await stored(crops[1] as string)).toBe(true);

    expect((await send('DELETE', `/photos/${photo.id}`, moderator.auth)).statusCode).toBe(204);
    for (const name of crops) expect(await stored(name)).toBe(false);
  });

  it('removes the crops of an unattached upload with it, and sweeps those of regions deleted with their target', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    // A plain user's own upload, marked while it is theirs alone.
    const own = PhotoDto.parse((await upload(t.app, user.auth, await halves())).json());
    const stamp = await buildStamp(t.database);
    const onOwn = await send('POST', `/photos/${own.id}/regions`, user.auth, {
      x: 0,
      y: 0,
      width: 50,
      height: 50,
      target: { kind: 'stamp', id: stamp.id },
    });
    expect(onOwn.statusCode).toBe(201);
    const photo = await publishedPhoto(moderator);
    const product = await buildProduct(t.database);
    const box = { x: 0, y: 0, width: 50, height: 50 };
    await send('POST', `/photos/${photo.id}/regions`, moderator.auth, { ...box, target: { kind: 'product', id: product.id } });
    await send('POST', `/photos/${photo.id}/regions`, moderator.auth, { ...box, target: { kind: 'stamp', id: stamp.id } });
    await derive();
    const ownCrop = cropNameOf((await regionsOf(own.id, user.auth))[0]?.crop as CropImageDto);
    const [productCrop, stampCrop] = (await regionsOf(photo.id)).map((region) => cropNameOf(region.crop as CropImageDto));
    expect(await stored(ownCrop)).toBe(true);

    t.clock.advance(25 * HOUR);
    expect(await t.app.services.photoCleanup.removeUnattached()).toBe(1);
    expect(await stored(ownCrop)).toBe(false);

    // The product's delete cascades to its regions in the database; the hourly sweep takes their files.
    expect((await send('DELETE', `/products/${product.id}`, moderator.auth)).statusCode).toBe(204);
    expect(await sweepOrphanFiles(t.database.db, t.storage)).not.toContain(`derived/${productCrop}`);
    const swept = await sweepOrphanFiles(t.database.db, t.storage, { now: Date.now() + 2 * HOUR });
    expect(swept).toContain(`derived/${productCrop}`);
    expect(swept).not.toContain(`derived/${stampCrop}`);
    expect(await stored(productCrop as string)).toBe(false);
    expect(await stored(stampCrop as string)).toBe(true);
  });
}

import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { PhotoDto, ProductDto, ProductWriteInput } from '@museum/contract';
import { type S3Emulator, scaled, startS3Emulator } from '@museum/test-kit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresBin, startThrowawayPostgres, type ThrowawayPostgres } from '../reliability/throwaway-postgres';
import { multipart } from '../upload-helpers';
import { type ClusterServer, call, createAccount, signIn, startServers, stopServers } from './cluster';

const PREFIX = 'museum';

/**
 * Two real servers on one PostgreSQL with their photos in one S3-compatible store (the test kit's
 * emulator; ADR 034): a photo uploaded through one is served, derived and deleted through the
 * other, and the bucket holds exactly what the database names. Runs once (in the PGlite project:
 * it brings its own database), wherever PostgreSQL is installed.
 */
describe.skipIf(!postgresBin() || process.env.TEST_DB === 'postgres')('two servers on one PostgreSQL and one object store', () => {
  let pg: ThrowawayPostgres;
  let s3: S3Emulator;
  let bucket: S3Client;
  let servers: ClusterServer[] = [];
  let first: ClusterServer;
  let second: ClusterServer;
  let onFirst: string;
  let onSecond: string;

  beforeAll(async () => {
    pg = await startThrowawayPostgres();
    s3 = await startS3Emulator();
    bucket = new S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
    servers = await startServers(['first', 'second'], { DATABASE_URL: pg.url, ...s3.env(PREFIX) });
    [first, second] = servers as [ClusterServer, ClusterServer];
    await createAccount({ DATABASE_URL: pg.url }, 'keeper', 'MODERATOR');
    onFirst = await signIn(first, 'keeper');
    onSecond = await signIn(second, 'keeper');
  }, scaled(300_000));

  afterAll(async () => {
    await stopServers(servers);
    bucket?.destroy();
    await s3?.stop();
    await pg?.remove();
  });

  /** Every key in the bucket that belongs to a stored photo file name. */
  async function keysOf(fileName: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `${PREFIX}/`, ContinuationToken: token }));
      for (const object of page.Contents ?? []) if (object.Key?.includes(fileName)) keys.push(object.Key);
      token = page.NextContinuationToken;
    } while (token);
    return keys;
  }

  async function uploadThrough(server: ClusterServer, token: string): Promise<PhotoDto> {
    // Wide enough for three display sizes and several tiles; noise, so it compresses like a photo.
    const image = await sharp({
      create: { width: 1400, height: 1000, channels: 3, background: '#6a5a3c', noise: { type: 'gaussian', mean: 120, sigma: 30 } },
    })
      .jpeg({ quality: 85 })
      .toBuffer();
    const form = multipart(image, 'станок.jpg', 'image/jpeg');
    const res = await fetch(`${server.base}/api/archive/photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...form.headers },
      body: new Uint8Array(form.payload),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as PhotoDto;
  }

  const fetchBytes = async (server: ClusterServer, url: string) => {
    const res = await fetch(server.base + url);
    return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
  };

  const fileNameOf = (photo: PhotoDto) => photo.url.replace(/^\/uploads\/|\.\w+$/g, '');

  it('serves through the second a photo uploaded through the first, and the product that shows it', async () => {
    const photo = await uploadThrough(first, onFirst);
    // In the bucket, not on the first server's disk: the second serves the very same bytes.
    expect((await keysOf(fileNameOf(photo))).length).toBeGreaterThanOrEqual(2);
    const original = await fetchBytes(second, photo.url);
    expect(original.status).toBe(200);
    expect(original.type).toBe('image/jpeg');
    expect(original.bytes.equals((await fetchBytes(first, photo.url)).bytes)).toBe(true);
    const thumbnail = await fetchBytes(second, photo.thumbnailUrl);
    expect(thumbnail.status).toBe(200);
    expect((await sharp(thumbnail.bytes).metadata()).format).toBe('jpeg');

    const product = await call<ProductDto>(first, '/api/archive/products', {
      method: 'POST',
      token: onFirst,
      body: { name: 'Станок с фотографией из хранилища', belongsTo: 'максим', photos: [{ id: photo.id }] } satisfies ProductWriteInput,
    });
    expect(product.status).toBe(201);
    await vi.waitFor(
      async () => {
        const read = await call<ProductDto>(second, `/api/archive/products/${product.body.id}`);
        expect(read.body.photos.map((p) => p.url)).toEqual([photo.url]);
      },
      { timeout: scaled(10_000), interval: 20 },
    );
  });

  // Its wait for the background derivation may take up to two minutes on a busy machine: so may the test.
  it('serves through the second the sizes and tiles derived after an upload through the first', { timeout: scaled(180_000) }, async () => {
    const photo = await uploadThrough(first, onFirst);
    // A background worker (whichever server's) derives the photo; the second then names its sizes.
    let image = photo.image;
    await vi.waitFor(
      async () => {
        image = (await call<PhotoDto>(second, `/api/archive/photos/${photo.id}`, { token: onSecond })).body.image;
        expect(image.sizes).not.toBeNull();
      },
      { timeout: scaled(120_000), interval: 200 },
    );
    const sizes = image.sizes as NonNullable<PhotoDto['image']['sizes']>;
    expect(sizes.widths).toEqual([320, 640, 1280, 1400]);
    const derived = await fetchBytes(second, `${sizes.base}-640.avif`);
    expect(derived.status).toBe(200);
    expect(derived.type).toBe('image/avif');
    expect((await sharp(derived.bytes).metadata()).width).toBe(640);

    const info = await fetchBytes(second, `${image.tiles}/info.json`);
    expect(info.status).toBe(200);
    expect(JSON.parse(info.bytes.toString('utf8'))).toMatchObject({ type: 'ImageService3', width: 1400, height: 1000 });
    const tile = await fetchBytes(second, `${image.tiles}/0,0,512,512/512,512/0/default.jpg`);
    expect(tile.status).toBe(200);
    expect((await sharp(tile.bytes).metadata()).width).toBe(512);
  });

  it('removes every object of a photo deleted through the second; the first then answers 404', { timeout: scaled(180_000) }, async () => {
    const photo = await uploadThrough(first, onFirst);
    await vi.waitFor(
      async () =>
        expect((await call<PhotoDto>(first, `/api/archive/photos/${photo.id}`, { token: onFirst })).body.image.sizes).not.toBeNull(),
      { timeout: scaled(120_000), interval: 200 },
    );
    const fileName = fileNameOf(photo);
    // Original, thumbnail, display sizes and tiles.
    expect((await keysOf(fileName)).length).toBeGreaterThan(10);

    expect((await call(second, `/api/archive/photos/${photo.id}`, { method: 'DELETE', token: onSecond })).status).toBe(204);
    // Removed after the commit, before the answer: nothing is left to sweep.
    expect(await keysOf(fileName)).toEqual([]);
    expect((await fetchBytes(first, photo.url)).status).toBe(404);
    expect((await fetchBytes(first, photo.thumbnailUrl)).status).toBe(404);
  });
});

import fs from 'node:fs/promises';
import path from 'node:path';
import { PhotoDto } from '@museum/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sweepOrphanFiles } from '../../src/db/upload-sweep';
import { createLocalStorage } from '../../src/lib/local-storage';
import { sizeFileName } from '../../src/lib/photo-derivatives';
import { signIn } from '../factories';
import { useTestApp } from '../harness';
import { foregroundDerivation } from '../photo-services';
import { storedFiles, upload } from '../upload-helpers';

const noise = { type: 'gaussian', mean: 128, sigma: 40 } as const;

/** A landscape-shaped picture stored sideways, as cameras do: EXIF orientation 6 turns it upright (portrait). */
const portraitWithExifRotation = () =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#864', noise } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
const pngWithAlpha = () =>
  sharp({ create: { width: 700, height: 500, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.3 } } })
    .png()
    .toBuffer();
const panorama = () =>
  sharp({ create: { width: 6000, height: 400, channels: 3, background: '#468', noise } })
    .jpeg()
    .toBuffer();

describe('derived display sizes, tiles and placeholder', () => {
  const t = useTestApp();
  const derivation = () => foregroundDerivation(t);
  const photo = async (id: number) => PhotoDto.parse((await t.app.inject({ url: `/api/archive/photos/${id}` })).json());
  const folder = (fileName: string) => path.join(t.storage.root, 'derived', fileName);

  it('derives every size in AVIF, WebP and JPEG, upright, without metadata, never wider than the original', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const uploaded = await Promise.all(
      [
        [await portraitWithExifRotation(), 'portrait.jpg', 'image/jpeg'],
        [await pngWithAlpha(), 'alpha.png', 'image/png'],
        [await panorama(), 'panorama.jpg', 'image/jpeg'],
      ].map(async ([data, name, type]) => {
        const res = await upload(t.app, moderator.auth, data as Buffer, name as string, type as string);
        expect(res.statusCode).toBe(201);
        return PhotoDto.parse(res.json());
      }),
    );
    const [portrait, alpha, wide] = uploaded as [PhotoDto, PhotoDto, PhotoDto];
    // The upload answers at once: sizes and tiles come later, the page shows the original meanwhile.
    expect(portrait.image).toEqual({ width: 1000, height: 1600, placeholder: null, sizes: null, tiles: null });

    expect(await derivation().runPending()).toEqual({ ready: 3, failed: 0, skipped: 0 });

    const expectations = [
      [portrait, [320, 640, 1000], 1600],
      [alpha, [320, 640, 700], 500],
      [wide, [320, 640, 1280, 2048], 400],
    ] as const;
    for (const [before, widths, height] of expectations) {
      const { image } = await photo(before.id);
      const fileName = before.url.replace(/^\/uploads\/|\.\w+$/g, '');
      expect(image.sizes).toEqual({ base: `/uploads/derived/${fileName}/size`, widths, formats: ['avif', 'webp', 'jpg'] });
      expect(image.tiles).toBe(`/iiif/images/${fileName}`);
      expect(image.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);
      for (const width of widths) {
        for (const format of ['avif', 'webp', 'jpg'] as const) {
          const file = await fs.readFile(path.join(folder(fileName), sizeFileName(width, format)));
          const meta = await sharp(file).metadata();
          expect(meta.width).toBe(width);
          // Smaller sizes are resized from the largest: a pixel of rounding either way.
          expect(Math.abs((meta.height ?? 0) - (width * image.height) / image.width)).toBeLessThanOrEqual(1);
          expect(meta.exif).toBeUndefined();
          expect(meta.orientation).toBeUndefined();
          if (before === alpha) expect(meta.hasAlpha).toBe(format !== 'jpg');
        }
      }
      // Served: the size files under /uploads, info.json with this site's address.
      const served = await t.app.inject({ url: `${image.sizes?.base}-${widths[0]}.avif` });
      expect(served.statusCode).toBe(200);
      const info = (await t.app.inject({ url: `${image.tiles}/info.json` })).json();
      expect(info).toMatchObject({ id: `${t.config.publicUrl}${image.tiles}`, type: 'ImageService3', profile: 'level0' });
      expect([info.width, info.height]).toEqual([image.width, image.height]);
      expect(height).toBe(image.height);
    }

    // A tile of the upright portrait: the top-left 512 px square, served with CORS.
    const fileName = portrait.url.replace(/^\/uploads\/|\.\w+$/g, '');
    const tile = await t.app.inject({ url: `/iiif/images/${fileName}/0,0,512,512/512,512/0/default.jpg` });
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['access-control-allow-origin']).toBe('*');
    expect(tile.headers['content-type']).toBe('image/jpeg');
    expect((await t.app.inject({ url: `/iiif/images/${fileName}/..%2F..%2Fthumbs/0/default.jpg` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/iiif/images/${fileName}/full/1,1/0/default.jpg` })).statusCode).toBe(404);
  });

  it('serves a picture that fits one tile at the size `max` too, as IIIF level 0 requires and viewers ask', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const small = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#468', noise } })
      .jpeg()
      .toBuffer();
    const res = await upload(t.app, moderator.auth, small, 'small.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(201);
    expect(await derivation().runPending()).toEqual({ ready: 1, failed: 0, skipped: 0 });
    const { image } = await photo(PhotoDto.parse(res.json()).id);
    for (const size of ['max', '400,300']) {
      const whole = await t.app.inject({ url: `${image.tiles}/full/${size}/0/default.jpg` });
      expect(whole.statusCode).toBe(200);
      expect((await sharp(whole.rawPayload).metadata()).width).toBe(400);
    }
  });

  it('deletes the derived files with the photo; the sweep knows derived folders', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const res = await upload(t.app, moderator.auth, await pngWithAlpha(), 'x.png', 'image/png');
    const uploaded = PhotoDto.parse(res.json());
    await derivation().runPending();
    const fileName = uploaded.url.replace(/^\/uploads\/|\.\w+$/g, '');
    expect((await storedFiles(t.storage.root)).some((file) => file.startsWith(`derived/${fileName}/`))).toBe(true);

    // An old derived folder no row names is an orphan; a named one is kept.
    await fs.mkdir(folder('orphan0derived'));
    await fs.writeFile(path.join(folder('orphan0derived'), 'size-320.jpg'), 'x');
    const old = new Date(Date.now() - 2 * 3_600_000);
    await fs.utimes(folder('orphan0derived'), old, old);
    await fs.utimes(folder(fileName), old, old);
    expect(await sweepOrphanFiles(t.database.db, createLocalStorage(t.storage.root))).toContain('derived/orphan0derived');
    expect((await storedFiles(t.storage.root)).some((file) => file.startsWith(`derived/${fileName}/`))).toBe(true);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/archive/photos/${uploaded.id}`, headers: moderator.auth })).statusCode).toBe(
      204,
    );
    expect((await storedFiles(t.storage.root)).filter((file) => file.includes(fileName))).toEqual([]);
  });

  it('marks a photo whose original cannot be decoded FAILED and goes on with the others', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const broken = PhotoDto.parse((await upload(t.app, moderator.auth, await pngWithAlpha(), 'b.png', 'image/png')).json());
    const fine = PhotoDto.parse((await upload(t.app, moderator.auth, await panorama(), 'c.jpg')).json());
    await fs.writeFile(path.join(t.storage.root, broken.url.replace('/uploads/', '')), 'no longer an image');
    expect(await derivation().runPending()).toEqual({ ready: 1, failed: 1, skipped: 0 });
    expect((await photo(broken.id)).image.sizes).toBeNull();
    expect((await photo(fine.id)).image.sizes).not.toBeNull();
  });
});

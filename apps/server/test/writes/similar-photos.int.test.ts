import type { SimilarPhotoDto } from '@museum/contract';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photos, similarPhotos } from '../../src/db/schema';
import { signIn } from '../factories';
import { useTestApp } from '../harness';
import { getJson } from '../http';
import { foregroundDerivation } from '../photo-services';
import { upload } from '../upload-helpers';

let seed = 0;

/** A picture with structure (flat test images all look alike): grey bars and discs placed by a seed. */
async function scene(): Promise<Buffer> {
  seed++;
  const at = (n: number, span: number) => ((seed * 7919 + n * 104_729) % span) + 20;
  const shapes = Array.from({ length: 6 }, (_, n) => {
    const grey = (seed * 37 + n * 71) % 200;
    return n % 2
      ? `<rect x="${at(n, 420)}" y="${at(n + 9, 300)}" width="${60 + at(n, 120)}" height="${40 + at(n + 3, 90)}" fill="rgb(${grey},${grey},${grey})"/>`
      : `<circle cx="${at(n, 560)}" cy="${at(n + 5, 400)}" r="${30 + at(n + 1, 60)}" fill="rgb(${255 - grey},${grey},90)"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="#777"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

const idsOf = (similar: SimilarPhotoDto[]) => similar.map((photo) => photo.id);

/** Photos seen before (issue 51 point 5, ADR 080). */
describe('near-duplicate photos', () => {
  const t = useTestApp();

  it('an upload answers the near-duplicates already here; photo pages list them, unpublished ones only to who may see them', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const user = await signIn(t.database, 'USER', t.clock.now());
    const picture = await scene();
    const first = await upload(t.app, moderator.auth, picture);
    expect(first.statusCode).toBe(201);
    const firstId: number = first.json().id;
    const unrelated = await upload(t.app, moderator.auth, await scene());
    expect(idsOf(unrelated.json().similar)).not.toContain(firstId);

    // The same picture re-saved smaller and harder compressed, by a plain user: stored unpublished.
    const copy = await upload(t.app, user.auth, await sharp(picture).resize({ width: 320 }).jpeg({ quality: 40 }).toBuffer());
    expect(copy.statusCode).toBe(201);
    const copyId: number = copy.json().id;
    expect(copy.json().similar).toEqual([{ id: firstId, distance: expect.any(Number) }]);
    expect(copy.json().similar[0].distance).toBeLessThanOrEqual(10);

    const similarOf = async (id: number, auth?: Record<string, string>) =>
      idsOf((await getJson(t.app, `/api/archive/photos/${id}`, auth)).body.similar);
    expect(await similarOf(firstId)).toEqual([]);
    expect(await similarOf(firstId, user.auth)).toEqual([copyId]);
    expect(await similarOf(firstId, moderator.auth)).toEqual([copyId]);
    const stranger = await signIn(t.database, 'USER', t.clock.now());
    expect(await similarOf(firstId, stranger.auth)).toEqual([]);
    expect(await similarOf(copyId, user.auth)).toEqual([firstId]);

    // A deleted photo leaves the other's list.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/archive/photos/${copyId}`, headers: user.auth })).statusCode).toBe(204);
    expect(await similarOf(firstId, moderator.auth)).toEqual([]);
  });

  it('photos stored before hashes are hashed by the derivation worker, which finds their pairs', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const picture = await scene();
    const original = (await upload(t.app, moderator.auth, picture)).json().id as number;
    const cropped = await sharp(picture).extract({ left: 16, top: 12, width: 608, height: 456 }).jpeg({ quality: 85 }).toBuffer();
    const copy = (await upload(t.app, moderator.auth, cropped)).json().id as number;
    // As they were before migration 0031: no hash, no pairs.
    const { db } = t.database;
    await db.delete(similarPhotos).where(inArray(similarPhotos.photoId, [original, copy]));
    await db
      .update(photos)
      .set({ phash: null })
      .where(inArray(photos.id, [original, copy]));
    expect((await getJson(t.app, `/api/archive/photos/${original}`)).body.similar).toEqual([]);

    await foregroundDerivation(t).runPending();
    expect(idsOf((await getJson(t.app, `/api/archive/photos/${original}`)).body.similar)).toEqual([copy]);
    expect(idsOf((await getJson(t.app, `/api/archive/photos/${copy}`)).body.similar)).toEqual([original]);
  });
});

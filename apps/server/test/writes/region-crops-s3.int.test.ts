import { type CropImageDto, PhotoDto, RegionDto } from '@museum/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOrphanFiles } from '../../src/db/upload-sweep';
import type { PhotoStorage } from '../../src/lib/storage';
import { buildStamp } from '../catalogue-factories';
import { signIn } from '../factories';
import { createTestAppWith, type TestApp } from '../harness';
import { s3StorageIn, useS3Emulator } from '../storage/s3-test-storage';
import { upload } from '../upload-helpers';
import { cropNameOf, HOUR, halves, regionCropsSuite } from './region-crops-suite';

describe('regions’ crops in an S3 bucket', () => {
  const s3 = useS3Emulator();
  regionCropsSuite(() => createTestAppWith((dataDir) => s3StorageIn(s3, dataDir)));

  describe('with an app of its own (its orphan sweep finds only this test’s files)', () => {
    let t: TestApp<PhotoStorage>;
    beforeAll(async () => {
      t = await createTestAppWith((dataDir) => s3StorageIn(s3, dataDir));
      await t.app.ready();
    });
    afterAll(async () => t?.close());

    it('keeps a crop pending while the bucket is away (the region answered at once), makes it when it is back, and deletes without it', async () => {
      const regions = (photoId: number) =>
        t.app.inject({ url: `/api/archive/photos/${photoId}/regions` }).then((res) => RegionDto.array().parse(res.json()));
      const derive = () => t.app.services.photoDerivation.runPending();
      const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
      const photo = PhotoDto.parse((await upload(t.app, moderator.auth, await halves())).json());
      expect(await derive()).toMatchObject({ ready: 1 });
      const stamp = await buildStamp(t.database);
      const payload = { x: 0, y: 0, width: 100, height: 100, target: { kind: 'stamp', id: stamp.id } };

      await s3.pause();
      try {
        const created = await t.app.inject({
          method: 'POST',
          url: `/api/archive/photos/${photo.id}/regions`,
          headers: moderator.auth,
          payload,
        });
        expect(created.statusCode).toBe(201);
        expect(await derive()).toEqual({ ready: 0, failed: 0, skipped: 1 });
      } finally {
        await s3.resume();
      }
      expect(await derive()).toEqual({ ready: 1, failed: 0, skipped: 0 });
      const [region] = await regions(photo.id);
      const crop = region?.crop as CropImageDto;
      expect(crop).toMatchObject({ width: 100, height: 100 });
      expect((await t.app.inject({ url: crop.url })).statusCode).toBe(200);

      // The region goes whatever the bucket says; its files are the orphan sweep's.
      await s3.pause();
      try {
        const removed = await t.app.inject({ method: 'DELETE', url: `/api/archive/regions/${region?.id}`, headers: moderator.auth });
        expect(removed.statusCode).toBe(204);
      } finally {
        await s3.resume();
      }
      expect(await regions(photo.id)).toEqual([]);
      const swept = await sweepOrphanFiles(t.database.db, t.storage, { now: Date.now() + 2 * HOUR });
      expect(swept).toEqual([`derived/${cropNameOf(crop)}`]);
    });
  });
});

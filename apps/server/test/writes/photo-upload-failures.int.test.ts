import { createHash } from 'node:crypto';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { photos } from '../../src/db/schema';
import type { Actor } from '../../src/lib/actor';
import type { PhotoStorage } from '../../src/lib/storage';
import { buildPhoto } from '../catalogue-factories';
import { signIn } from '../factories';
import { useTestApp } from '../harness';
import { photoWritesWith } from '../photo-services';
import { storedFiles, testImage } from '../upload-helpers';

describe('a photo upload whose row can not be written', () => {
  const t = useTestApp();
  const service = (storage: PhotoStorage) => photoWritesWith(t, storage);
  const counts = async () => [(await t.database.db.select({ n: count() }).from(photos))[0]?.n, (await storedFiles(t.storage.root)).length];

  it('removes the files it wrote when the transaction fails: no orphan file, no row', async () => {
    const before = await counts();
    // An actor whose account is gone: the row's foreign key refuses it after the files are written.
    const ghost: Actor = { userId: 2_000_000_000, username: 'ghost', role: 'USER', sessionId: 1 };
    let written = 0;
    const storage: PhotoStorage = {
      ...t.storage,
      saveOriginal: async (...args) => {
        written++;
        return t.storage.saveOriginal(...args);
      },
    };
    await expect(service(storage).upload(ghost, { data: await testImage(), fileName: 'x.jpg' })).rejects.toThrow();
    expect(written).toBe(1);
    expect(await counts()).toEqual(before);
  });

  it('answers the twin when the same bytes were stored between its check and its insert, removing its own files', async () => {
    const { user } = await signIn(t.database, 'USER', t.clock.now());
    const actor: Actor = { userId: user.id, username: user.username, role: 'USER', sessionId: 1 };
    const bytes = await testImage();
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    let twinId = 0;
    const storage: PhotoStorage = {
      ...t.storage,
      // A concurrent upload of the same bytes by the same account lands while this one writes its files.
      saveThumbnail: async (...args) => {
        twinId = (await buildPhoto(t.database, { sha256, uploadedBy: user.id })).id;
        return t.storage.saveThumbnail(...args);
      },
    };
    const before = await counts();
    const result = await service(storage).upload(actor, { data: bytes, fileName: 'x.jpg' });
    expect(result).toMatchObject({ created: false, photo: { id: twinId } });
    expect(await counts()).toEqual([(before[0] as number) + 1, before[1]]);
  });
});

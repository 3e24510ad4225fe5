import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { photos, revisions } from '../../src/db/schema';
import { buildProduct } from '../catalogue-factories';
import { signIn } from '../factories';
import { useTestApp } from '../harness';
import { storedFiles, testImage, upload } from '../upload-helpers';

const HOUR = 60 * 60_000;

/** Uploads attached to nothing for a day are removed by the maintenance job (issue 15, point 2). */
describe('removing unattached uploads', () => {
  const t = useTestApp();
  // The app's own, as main runs it hourly.
  const cleanup = () => t.app.services.photoCleanup;
  const row = async (id: number) => (await t.database.db.select().from(photos).where(eq(photos.id, id)))[0];
  const filesOf = async (id: number) => {
    const name = (await row(id))?.fileName;
    return name ? (await storedFiles(t.storage.root)).filter((f) => f.includes(name)) : [];
  };

  it('deletes the file, thumbnail and row of an unpublished upload nothing uses, after 24 hours only', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const product = await buildProduct(t.database);

    const orphan = (await upload(t.app, user.auth, await testImage())).json();
    const proposed = (await upload(t.app, user.auth, await testImage())).json();
    const published = (await upload(t.app, moderator.auth, await testImage())).json();
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/archive/change-requests',
      headers: user.auth,
      payload: {
        action: 'UPDATE',
        entityType: 'PRODUCT',
        entityId: product.id,
        payload: { name: 'С фотографией', belongsTo: 'максим', photos: [{ id: proposed.id }] },
      },
    });
    expect(request.statusCode).toBe(201);
    expect(await filesOf(orphan.id)).toHaveLength(2);
    const orphanFiles = await filesOf(orphan.id);

    t.clock.advance(23 * HOUR);
    expect(await cleanup().removeUnattached()).toBe(0);
    expect(await row(orphan.id)).toBeDefined();

    t.clock.advance(2 * HOUR);
    const fresh = (await upload(t.app, user.auth, await testImage())).json();
    expect(await cleanup().removeUnattached()).toBe(1);
    expect(await row(orphan.id)).toBeUndefined();
    const left = await storedFiles(t.storage.root);
    for (const file of orphanFiles) expect(left).not.toContain(file);
    expect((await t.app.inject({ url: `/api/archive/photos/${orphan.id}`, headers: user.auth })).statusCode).toBe(404);
    const logged = await t.database.db.select().from(revisions).where(eq(revisions.entityId, orphan.id)).orderBy(asc(revisions.id));
    expect(logged.filter((r) => r.entityType === 'PHOTO').map((r) => [r.action, r.userId])).toEqual([
      ['CREATE', user.user.id],
      ['DELETE', null],
    ]);

    // Named by a pending request, published, or younger than a day: kept.
    for (const kept of [proposed.id, published.id, fresh.id]) {
      expect(await row(kept)).toBeDefined();
      expect(await filesOf(kept)).toHaveLength(2);
    }
  });

  it('removes a photo whose change request was rejected, once the day has passed', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const product = await buildProduct(t.database);
    const photo = (await upload(t.app, user.auth, await testImage())).json();
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/archive/change-requests',
      headers: user.auth,
      payload: {
        action: 'UPDATE',
        entityType: 'PRODUCT',
        entityId: product.id,
        payload: { name: 'Отклонят', belongsTo: 'максим', photos: [{ id: photo.id }] },
      },
    });
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/archive/change-requests/${request.json().id}/reject?reason=${encodeURIComponent('Не то')}`,
      headers: moderator.auth,
    });
    expect(rejected.statusCode).toBe(200);
    t.clock.advance(25 * HOUR);
    expect(await cleanup().removeUnattached()).toBeGreaterThanOrEqual(1);
    expect(await row(photo.id)).toBeUndefined();
  });
});

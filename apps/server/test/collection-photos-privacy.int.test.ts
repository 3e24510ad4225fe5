import { describe, expect, it } from 'vitest';
import type { Role } from '../src/lib/actor';
import { addRecord, gunInput } from './collection-factories';
import { addPhoto } from './collection-photo-helpers';
import { signIn } from './factories';
import { useTestApp } from './harness';
import { multipart, testImage } from './upload-helpers';

const NEVER = 2_000_000_000;

/** Every route of a private photo, as its method, path and whether it takes an upload. */
const routesOf = (item: number, photo: number) =>
  [
    ['POST', `/api/collection/items/${item}/photos`, true],
    ['DELETE', `/api/collection/items/${item}/photos/${photo}`, false],
    ['GET', `/api/collection/photos/${photo}/original.jpg`, false],
    ['GET', `/api/collection/photos/${photo}/thumb.jpg`, false],
    ['GET', `/api/collection/photos/${photo}/size-320.jpg`, false],
    ['GET', `/api/collection/photos/${photo}/iiif/info.json`, false],
    ['GET', `/api/collection/photos/${photo}/iiif/full/max/0/default.jpg`, false],
  ] as const;

/** Issue 54, point 7: a private photo and its files are the owner's alone (ADR 084, 088). */
describe('who reaches a private photo', () => {
  const t = useTestApp();

  async function ownedPhoto() {
    const owner = await signIn(t.database);
    const item = await addRecord(t.app, owner.auth, gunInput());
    const photo = await addPhoto(t.app, owner.auth, item.id, await testImage('jpeg', 400, 300));
    await t.app.services.photoDerivation.runPending();
    return { owner, item, photo };
  }

  async function call(method: string, url: string, upload: boolean, headers: Record<string, string>) {
    if (!upload) return t.app.inject({ method: method as 'GET' | 'DELETE', url, headers });
    const body = multipart(await testImage());
    return t.app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
  }

  it.each<Role>(['USER', 'MODERATOR', 'ADMIN'])(
    'another %s gets the 404 of ids never used on every route; the owner keeps it',
    async (role) => {
      const { owner, item, photo } = await ownedPhoto();
      const caller = await signIn(t.database, role);
      const never = routesOf(NEVER, NEVER);
      for (const [index, [method, url, upload]] of routesOf(item.id, photo.id).entries()) {
        const theirs = await call(method, url, upload, caller.auth);
        const [, neverUrl = ''] = never[index] ?? [];
        const unused = await call(method, neverUrl, upload, caller.auth);
        expect(theirs.statusCode, `${method} ${url}`).toBe(404);
        expect(theirs.headers['content-type']).toContain('application/problem+json');
        expect(theirs.headers['cache-control'], url).toBe('private, no-store');
        expect(theirs.json()).toEqual(unused.json());
      }
      // The owner's photo is still there, and its files.
      for (const [method, url] of routesOf(item.id, photo.id).slice(2)) {
        const own = await t.app.inject({ method, url, headers: owner.auth });
        expect(own.statusCode, url).toBe(200);
      }
    },
  );

  it('no session gets 401 on every route, private and uncached', async () => {
    const { owner, item, photo } = await ownedPhoto();
    for (const [method, url, upload] of routesOf(item.id, photo.id)) {
      const res = await call(method, url, upload, {});
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
    const own = await t.app.inject({ url: photo.thumbnailUrl, headers: owner.auth });
    expect(own.statusCode).toBe(200);
  });
});

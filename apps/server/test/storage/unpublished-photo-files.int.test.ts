import { PhotoDto } from '@museum/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PhotoStorage } from '../../src/lib/storage';
import { PHOTO_COOKIE } from '../../src/plugins/photo-access';
import { buildType } from '../catalogue-factories';
import { signIn } from '../factories';
import { createTestApp, createTestAppWith, type TestApp } from '../harness';
import { foregroundDerivation } from '../photo-services';
import { testImage, upload } from '../upload-helpers';
import { s3StorageIn, useS3Emulator } from './s3-test-storage';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * ADR 048: every file of an unpublished photo (original, thumbnail, display sizes, IIIF info.json
 * and tiles) is its uploader's and moderators' only; anyone else gets the 404 of a missing file.
 */
function unpublishedFilesSuite(makeApp: () => Promise<TestApp<PhotoStorage>>) {
  let t: TestApp<PhotoStorage>;
  beforeAll(async () => {
    t = await makeApp();
    await t.app.ready();
  });
  afterAll(async () => t?.close());

  /** A plain user's derived upload, and the address of each kind of file it has. */
  async function pendingUpload() {
    const user = await signIn(t.database, 'USER', t.clock.now());
    // Wider than one 512 px tile, so the tile below is a real one.
    const uploaded = await upload(t.app, user.auth, await testImage('jpeg', 640, 420));
    expect(uploaded.statusCode).toBe(201);
    await foregroundDerivation(t).runPending();
    const photo = PhotoDto.parse((await t.app.inject({ url: `/api/archive/photos/${uploaded.json().id}`, headers: user.auth })).json());
    expect(photo.published).toBe(false);
    const files = {
      original: photo.url,
      thumbnail: photo.thumbnailUrl,
      size: `${photo.image.sizes?.base}-320.webp`,
      info: `${photo.image.tiles}/info.json`,
      tile: `${photo.image.tiles}/0,0,512,420/512,420/0/default.jpg`,
      max: `${photo.image.tiles}/full/max/0/default.jpg`,
    };
    return { user, photo, files };
  }

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it('answers 404 to anonymous callers and other users, the file to its uploader (bearer or cookie) and moderators, never cached', async () => {
    const { user, photo, files } = await pendingUpload();
    const other = await signIn(t.database, 'USER', t.clock.now());
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    // The session cookie an `<img>` sends comes with any signed-in API answer, such as the photo's own.
    const answer = await get(`/api/archive/photos/${photo.id}`, user.auth);
    const setCookie = String(answer.headers['set-cookie']);
    expect(setCookie).toContain(`${PHOTO_COOKIE}=${user.token}`);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    const cookie = { cookie: `${PHOTO_COOKIE}=${user.token}` };

    for (const [kind, url] of Object.entries(files)) {
      const strangers: Record<string, Record<string, string>> = {
        anonymous: {},
        other: other.auth,
        'other by cookie': { cookie: `${PHOTO_COOKIE}=${other.token}` },
        'a forged cookie': { cookie: `${PHOTO_COOKIE}=${'x'.repeat(43)}` },
      };
      for (const [who, headers] of Object.entries(strangers)) {
        const hidden = await get(url, headers);
        expect(hidden.statusCode, `${kind} to ${who}`).toBe(404);
        expect(hidden.json(), `${kind} to ${who}`).toMatchObject({ status: 404, code: 'NOT_FOUND' });
        expect(hidden.headers['cache-control'], `${kind} to ${who}`).toBe('no-store');
        // Under /uploads no other site may read even the 404 (issue 35 opens published files only). The
        // IIIF services answer every site, a 404 too (issue 53): a hidden photo's is a missing one's.
        const open = url.startsWith('/iiif/');
        expect(hidden.headers['access-control-allow-origin'], `${kind} to ${who}`).toBe(open ? '*' : undefined);
        expect(hidden.headers['cross-origin-resource-policy'], `${kind} to ${who}`).toBe(open ? 'cross-origin' : 'same-origin');
      }
      for (const [who, headers] of Object.entries({ uploader: user.auth, 'uploader by cookie': cookie, moderator: moderator.auth })) {
        const shown = await get(url, headers);
        expect(shown.statusCode, `${kind} to ${who}`).toBe(200);
        expect(shown.headers['cache-control'], `${kind} to ${who}`).toMatch(/no-store/);
        expect(shown.headers['access-control-allow-origin'], `${kind} to ${who}`).toBeUndefined();
        expect(shown.headers['cross-origin-resource-policy'], `${kind} to ${who}`).toBe('same-origin');
      }
    }
    // The uploader's info.json points at this server's tiles (never a CDN), and a session ended ends the cookie too.
    expect((await get(files.info, cookie)).json().id).toBe(`${t.config.publicUrl}${photo.image.tiles}`);
    expect((await get(files.original, cookie)).headers['cache-control']).toBe('private, no-store');
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...user.auth, ...cookie } });
    expect(logout.statusCode).toBeLessThan(300);
    // The browser drops the cookie: it is cleared, not set again to the ended token for months.
    const cleared = String(logout.headers['set-cookie']);
    expect(cleared).toMatch(new RegExp(`^${PHOTO_COOKIE}=;`));
    expect(cleared).toMatch(/Max-Age=0/i);
    expect((await get(files.thumbnail, cookie)).statusCode).toBe(404);
  });

  it('serves the files to anyone, cached for good, once a moderator approves the request that uses the photo', async () => {
    const { user, photo, files } = await pendingUpload();
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const type = await buildType(t.database, { belongsTo: 'максим' });
    const proposed = await t.app.inject({
      method: 'POST',
      url: '/api/archive/change-requests',
      headers: user.auth,
      payload: {
        action: 'CREATE',
        entityType: 'DETAIL',
        entityId: null,
        payload: { type: { id: type.id }, name: 'Кожух', year: 1915, photos: [{ id: photo.id }], belongsTo: 'maxim' },
      },
    });
    expect(proposed.statusCode).toBe(201);
    expect((await get(files.original)).statusCode).toBe(404);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/archive/change-requests/${proposed.json().id}/approve`,
      headers: moderator.auth,
    });
    expect(approved.statusCode).toBe(200);

    for (const [kind, url] of Object.entries(files)) {
      const shown = await get(url);
      expect(shown.statusCode, kind).toBe(200);
      expect(shown.headers['cache-control'], kind).toBe(kind === 'info' ? 'no-cache' : IMMUTABLE);
      // Any site may show and read a published photo's files: IIIF viewers elsewhere (issue 35).
      expect(shown.headers['access-control-allow-origin'], kind).toBe('*');
      expect(shown.headers['cross-origin-resource-policy'], kind).toBe('cross-origin');
    }
    // Level 0 answers the whole image at `max` and lists the whole-image sizes it has.
    expect((await get(files.max)).headers['content-type']).toBe('image/jpeg');
    const info = (await get(files.info)).json();
    expect(info.sizes).toEqual([
      { width: 320, height: 210 },
      { width: 640, height: 420 },
    ]);
    for (const size of info.sizes) {
      const whole = await get(`${photo.image.tiles}/full/${size.width},${size.height}/0/default.jpg`);
      expect(whole.statusCode, `${size.width},${size.height}`).toBe(200);
    }
  });

  it('answers a missing file and a name no photo has with the same 404', async () => {
    const missing = await get('/uploads/0000nothing.jpg');
    const unknown = await get('/uploads/thumbs/0000nothing_thumb.jpg');
    const elsewhere = await get('/uploads/not-a-photo/file.txt');
    for (const res of [missing, unknown, elsewhere]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
}

describe('unpublished photo files, local storage', () => {
  unpublishedFilesSuite(() => createTestApp() as Promise<TestApp<PhotoStorage>>);
});

describe('unpublished photo files, S3 storage', () => {
  const s3 = useS3Emulator();
  unpublishedFilesSuite(() => createTestAppWith((dataDir) => s3StorageIn(s3, dataDir)));
});

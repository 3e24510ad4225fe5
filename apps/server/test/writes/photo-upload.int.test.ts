import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { photos } from '../../src/db/schema';
import { buildDetail, buildProduct } from '../catalogue-factories';
import { signIn } from '../factories';
import { useTestApp } from '../harness';
import { pngClaiming, storedFiles, testImage, upload } from '../upload-helpers';

describe('POST /api/archive/photos', () => {
  const t = useTestApp();
  const photoCount = async () => (await t.database.db.select({ n: count() }).from(photos))[0]?.n ?? 0;

  it('stores a JPEG with its thumbnail: 201, unpublished for a plain user, published for a moderator', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const res = await upload(t.app, user.auth, await testImage('jpeg', 640, 480), 'ствол.jpg');
    expect(res.statusCode).toBe(201);
    const photo = res.json();
    expect(photo).toMatchObject({ name: 'ствол.jpg', contentType: 'image/jpeg', width: 640, height: 480, products: [], details: [] });
    expect(photo.url).toMatch(/^\/uploads\/[0-9a-f]{24}\.jpg$/);
    const files = await storedFiles(t.storage.root);
    expect(files).toContain(photo.url.replace('/uploads/', ''));
    expect(files).toContain(photo.thumbnailUrl.replace('/uploads/', ''));
    const [row] = await t.database.db.select().from(photos).where(eq(photos.id, photo.id));
    expect(row).toMatchObject({ published: false, uploadedBy: user.user.id });

    // Unpublished: hidden from the public and other users, shown to its uploader and moderators.
    expect((await t.app.inject({ url: `/api/archive/photos/${photo.id}` })).statusCode).toBe(404);
    const other = await signIn(t.database, 'USER', t.clock.now());
    expect((await t.app.inject({ url: `/api/archive/photos/${photo.id}`, headers: other.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/archive/photos/${photo.id}`, headers: user.auth })).statusCode).toBe(200);

    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const png = await upload(t.app, moderator.auth, await testImage('png'), 'a.png', 'image/png');
    expect(png.statusCode).toBe(201);
    expect(png.json().url).toMatch(/\.png$/);
    expect((await t.app.inject({ url: `/api/archive/photos/${png.json().id}` })).statusCode).toBe(200);
  });

  it('answers an exact duplicate with the photo already stored (200), storing nothing new', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const bytes = await testImage('webp');
    const first = await upload(t.app, user.auth, bytes, 'one.webp', 'image/webp');
    expect(first.statusCode).toBe(201);
    const before = [await photoCount(), (await storedFiles(t.storage.root)).length];
    const again = await upload(t.app, user.auth, bytes, 'two.webp', 'image/webp');
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect([await photoCount(), (await storedFiles(t.storage.root)).length]).toEqual(before);
  });

  it('two uploads of the same bytes at once: one row and one pair of files', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const bytes = await testImage('jpeg', 900, 700);
    const before = [await photoCount(), (await storedFiles(t.storage.root)).length];
    const answers = await Promise.all([upload(t.app, user.auth, bytes), upload(t.app, user.auth, bytes), upload(t.app, user.auth, bytes)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect([await photoCount(), (await storedFiles(t.storage.root)).length]).toEqual([
      (before[0] as number) + 1,
      (before[1] as number) + 2,
    ]);
  });

  it('refuses hostile and broken files with a 4xx problem, storing no row and no file', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const jpeg = await testImage('jpeg', 800, 800);
    const cases: [string, Buffer, string, number][] = [
      ['a text file named .jpg', Buffer.from('just some text, not a picture at all\n'.repeat(20)), 'photo.jpg', 415],
      [
        'an SVG',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
        'x.svg',
        415,
      ],
      ['a PNG header claiming 100 000 x 100 000 px', await pngClaiming(100_000, 100_000), 'huge.png', 413],
      ['a 25 MB file', Buffer.concat([jpeg, Buffer.alloc(25 * 1024 * 1024, 7)]), 'big.jpg', 413],
      ['a truncated JPEG', jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'half.jpg', 400],
      ['an empty file', Buffer.alloc(0), 'empty.jpg', 400],
    ];
    const before = [await photoCount(), (await storedFiles(t.storage.root)).length];
    for (const [label, data, name, status] of cases) {
      const res = await upload(t.app, user.auth, data, name);
      expect(res.statusCode, label).toBe(status);
      expect(res.headers['content-type'], label).toContain('application/problem+json');
    }
    expect([await photoCount(), (await storedFiles(t.storage.root)).length]).toEqual(before);
  });

  it('tells anyone the upload limits, the byte limit from the configuration', async () => {
    const res = await t.app.inject({ url: '/api/archive/photos/upload-limits' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      maxBytes: t.config.uploadMaxBytes,
      maxPixels: 50_000_000,
      contentTypes: ['image/jpeg', 'image/png', 'image/webp'],
    });
  });

  it('wants multipart with a file in the field `file`', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const json = await t.app.inject({ method: 'POST', url: '/api/archive/photos', headers: user.auth, payload: { file: 'x' } });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    const boundary = 'b0undary';
    const field = await t.app.inject({
      method: 'POST',
      url: '/api/archive/photos',
      headers: { ...user.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
    });
    expect(field.statusCode).toBeGreaterThanOrEqual(400);
    expect(field.statusCode).toBeLessThan(500);
  });
});

describe('DELETE /api/archive/photos/{id} and POST /photos/{id}/annotate', () => {
  const t = useTestApp();

  it('lets the uploader delete an unpublished photo, files and all; a published one only a moderator', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const other = await signIn(t.database, 'USER', t.clock.now());
    const photo = (await upload(t.app, user.auth, await testImage())).json();
    const file = photo.url.replace('/uploads/', '');
    expect(await storedFiles(t.storage.root)).toContain(file);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/archive/photos/${photo.id}`, headers: other.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/archive/photos/${photo.id}`, headers: user.auth })).statusCode).toBe(204);
    const left = await storedFiles(t.storage.root);
    expect(left).not.toContain(file);
    expect(left).not.toContain(photo.thumbnailUrl.replace('/uploads/', ''));

    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const own = (await upload(t.app, user.auth, await testImage())).json();
    const product = await buildProduct(t.database);
    const linked = await t.app.inject({
      method: 'POST',
      url: `/api/archive/photos/${own.id}/annotate?productId=${product.id}`,
      headers: moderator.auth,
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().products).toEqual([{ id: product.id, name: product.name, nameEn: null, manufacturer: null }]);
    // Linked by a moderator, the photo is published: its uploader may no longer delete it.
    expect((await t.app.inject({ url: `/api/archive/photos/${own.id}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/archive/photos/${own.id}`, headers: user.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/archive/photos/${own.id}`, headers: moderator.auth })).statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/archive/products/${product.id}` })).json().photos).toEqual([]);
  });

  it('annotates with a detail, records the link, and checks its query', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const photo = (await upload(t.app, moderator.auth, await testImage())).json();
    const detail = await buildDetail(t.database);
    const url = `/api/archive/photos/${photo.id}/annotate`;
    const res = await t.app.inject({ method: 'POST', url: `${url}?detailId=${detail.id}`, headers: moderator.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().details.map((d: { id: number }) => d.id)).toEqual([detail.id]);
    // Linking again changes nothing.
    expect(
      (await t.app.inject({ method: 'POST', url: `${url}?detailId=${detail.id}`, headers: moderator.auth })).json().details,
    ).toHaveLength(1);
    expect((await t.app.inject({ method: 'POST', url, headers: moderator.auth })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `${url}?detailId=1&productId=1`, headers: moderator.auth })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `${url}?detailId=999999`, headers: moderator.auth })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/archive/photos/999999/annotate?detailId=${detail.id}`, headers: moderator.auth }))
        .statusCode,
    ).toBe(404);
  });
});

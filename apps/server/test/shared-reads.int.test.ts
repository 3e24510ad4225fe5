import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import * as schema from '../src/db/schema';
import { PHOTO_COOKIE } from '../src/plugins/photo-access';
import { buildDetail, buildPhoto, buildProduct, buildStamp, linkPhotos } from './catalogue-factories';
import { untilVersionHeard } from './catalogue-version-heard';
import { signIn } from './factories';
import { useTestApp } from './harness';
import { testImage, upload } from './upload-helpers';

type Headers = Record<string, string>;
const ids = (photos: { id: number }[]) => photos.map((photo) => photo.id);

/**
 * Signed-in readers and the shared read cache (ADR 067): a plain user with nothing unpublished of
 * their own reads the public catalogue as an anonymous visitor (the same bytes, from the shared
 * cache, the version's ETag); whoever sees more is answered as themselves, and what they see never
 * reaches the shared cache, whichever of them reads first.
 */
describe.each([0, 60_000])('signed-in readers and the shared cache, plain readers remembered for %i ms', (plainReaderTtlMs) => {
  const t = useTestApp({ readCacheMb: 4, plainReaderTtlMs });
  const read = (url: string, headers: Headers = {}) => t.app.inject({ url: `/api/archive${url}`, headers });

  /** A product, a detail and a stamp, each showing one published photo and one unpublished photo of `uploader`. */
  async function catalogueWithAPrivatePhoto(uploader: number | null) {
    const [shown, hidden] = [await buildPhoto(t.database), await buildPhoto(t.database, { published: false, uploadedBy: uploader })];
    const product = await buildProduct(t.database, { name: `Изделие ${hidden.id}` });
    const detail = await buildDetail(t.database);
    const stamp = await buildStamp(t.database);
    await linkPhotos(t.database, 'product', product.id, [shown.id, hidden.id]);
    await linkPhotos(t.database, 'detail', detail.id, [shown.id, hidden.id]);
    await t.database.db.insert(schema.stampPhotos).values([
      { itemId: stamp.id, photoId: shown.id, position: 0 },
      { itemId: stamp.id, photoId: hidden.id, position: 1 },
    ]);
    await untilVersionHeard(t);
    // Every read that carries photos, and what each answer's photo ids are.
    const reads: [string, (body: never) => number[]][] = [
      [`/products/${product.id}`, (body: { photos: { id: number }[] }) => ids(body.photos)],
      [`/details/${detail.id}`, (body: { photos: { id: number }[] }) => ids(body.photos)],
      [`/stamps/${stamp.id}`, (body: { images: { photo: { id: number } }[] }) => body.images.map((image) => image.photo.id)],
      [
        `/products/search?q=${encodeURIComponent(product.name)}`,
        (body: { content: { id: number; kind: string; photos: { id: number }[] }[] }) =>
          body.content.filter((card) => card.kind === 'product' && card.id === product.id).flatMap((card) => ids(card.photos)),
      ],
      // The gallery, newest first: the two photos are the newest.
      [
        `/photos/page?size=2`,
        (body: { content: { id: number }[] }) => ids(body.content).filter((id) => id === shown.id || id === hidden.id),
      ],
    ];
    return { shown, hidden, reads };
  }

  it("answers a plain reader from the shared cache, with the anonymous answer's bytes, ETag and caching", async () => {
    const reader = await signIn(t.database, 'USER', t.clock.now());
    const product = await buildProduct(t.database, { name: 'Общий ответ' });
    await untilVersionHeard(t);

    const anonymous = await read(`/products/${product.id}`);
    expect(anonymous.headers['x-cache']).toBe('miss');
    const signedIn = await read(`/products/${product.id}`, reader.auth);
    expect(signedIn.headers['x-cache']).toBe('hit');
    expect(signedIn.body).toBe(anonymous.body);
    expect(signedIn.headers.etag).toBe(anonymous.headers.etag);
    expect(signedIn.headers['cache-control']).toBe('no-cache');
    expect(signedIn.headers['set-cookie']).toBeUndefined();

    // The browser keeps it and asks again with its tag: 304 before any query of the answer.
    const unchanged = await read(`/products/${product.id}`, { ...reader.auth, 'if-none-match': String(signedIn.headers.etag) });
    expect(unchanged.statusCode).toBe(304);

    // What a reader computes first is shared with anonymous visitors too.
    const other = await buildProduct(t.database, { name: 'Сначала читатель' });
    await untilVersionHeard(t);
    expect((await read(`/products/${other.id}`, reader.auth)).headers['x-cache']).toBe('miss');
    expect((await read(`/products/${other.id}`)).headers['x-cache']).toBe('hit');
  });

  it("never shares a moderator's view, nor serves it anything shared, whoever reads first", async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const reader = await signIn(t.database, 'USER', t.clock.now());
    const { shown, hidden, reads } = await catalogueWithAPrivatePhoto(null);

    for (const [url, photosOf] of reads) {
      const first = await read(url, moderator.auth);
      expect(first.statusCode, url).toBe(200);
      expect(photosOf(first.json() as never), url).toContain(hidden.id);
      expect(first.headers['x-cache'], url).toBeUndefined();
      expect(first.headers['cache-control'], url).toBe('no-store');
      expect(first.headers.etag, url).toMatch(/^"h/);

      // Nothing of it was kept: the next anonymous read computes its own, without the photo.
      const anonymous = await read(url);
      expect(anonymous.headers['x-cache'], url).toBe('miss');
      expect(photosOf(anonymous.json() as never), url).toEqual([shown.id]);
      const plain = await read(url, reader.auth);
      expect(plain.headers['x-cache'], url).toBe('hit');
      expect(photosOf(plain.json() as never), url).toEqual([shown.id]);

      // And the moderator is not given the shared answer now that there is one.
      const again = await read(url, { ...moderator.auth, 'if-none-match': String(anonymous.headers.etag) });
      expect(again.statusCode, url).toBe(200);
      expect(photosOf(again.json() as never), url).toContain(hidden.id);
    }
  });

  it("never shares an uploader's view of their unpublished photo, nor shows it to another reader", async () => {
    const uploader = await signIn(t.database, 'USER', t.clock.now());
    const reader = await signIn(t.database, 'USER', t.clock.now());
    const { shown, hidden, reads } = await catalogueWithAPrivatePhoto(uploader.user.id);

    for (const [url, photosOf] of reads) {
      // Anonymous first this time: the uploader still gets their own view, not the cached one.
      const anonymous = await read(url);
      expect(photosOf(anonymous.json() as never), url).toEqual([shown.id]);
      const own = await read(url, uploader.auth);
      expect(own.headers['x-cache'], url).toBeUndefined();
      expect(own.headers['cache-control'], url).toBe('no-store');
      expect(photosOf(own.json() as never), url).toContain(hidden.id);
      // Their answer carries the cookie an <img> of the private photo needs (ADR 048).
      expect(String(own.headers['set-cookie']), url).toContain(`${PHOTO_COOKIE}=${uploader.token}`);

      for (const headers of [reader.auth, {}]) {
        const after = await read(url, headers);
        expect(after.headers['x-cache'], url).toBe('hit');
        expect(photosOf(after.json() as never), url).toEqual([shown.id]);
      }
    }
    expect((await read(`/photos/${hidden.id}`, uploader.auth)).statusCode).toBe(200);
    expect((await read(`/photos/${hidden.id}`, reader.auth)).statusCode).toBe(404);
    expect((await read(`/photos/${hidden.id}`)).statusCode).toBe(404);
  });

  it('gives an uploader their own gallery from their first upload on, and others the shared one', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    await buildPhoto(t.database);
    await untilVersionHeard(t);
    const before = await read('/photos/page?size=5', user.auth);
    expect(before.headers['x-cache']).toBeDefined();

    const uploaded = await upload(t.app, user.auth, await testImage());
    expect(uploaded.statusCode).toBe(201);
    const photoId: number = uploaded.json().id;
    const own = await read('/photos/page?size=5', user.auth);
    expect(own.headers['x-cache']).toBeUndefined();
    expect(ids(own.json().content)).toContain(photoId);
    const shared = await read('/photos/page?size=5');
    expect(ids(shared.json().content)).not.toContain(photoId);
    expect(shared.body).toBe(before.body);
  });

  it("never shares a proposer's pending region, nor who may edit it", async () => {
    const author = await signIn(t.database, 'USER', t.clock.now());
    const reader = await signIn(t.database, 'USER', t.clock.now());
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const photo = await buildPhoto(t.database);
    const product = await buildProduct(t.database);
    const region = { x: 10, y: 10, width: 100, height: 80, target: { kind: 'product', id: product.id } };
    const published = await t.app.inject({
      method: 'POST',
      url: `/api/archive/photos/${photo.id}/regions`,
      headers: moderator.auth,
      payload: region,
    });
    const pending = await t.app.inject({
      method: 'POST',
      url: `/api/archive/photos/${photo.id}/regions`,
      headers: author.auth,
      payload: region,
    });
    expect([published.statusCode, pending.statusCode]).toEqual([201, 201]);
    await untilVersionHeard(t);
    const url = `/photos/${photo.id}/regions`;
    const view = (answer: { json(): { id: number; editable: boolean }[] }) => answer.json().map((r) => [r.id, r.editable]);

    const own = await read(url, author.auth);
    expect(own.headers['x-cache']).toBeUndefined();
    expect(view(own)).toEqual([
      [published.json().id, false],
      [pending.json().id, true],
    ]);
    const mod = await read(url, moderator.auth);
    expect(view(mod)).toEqual([
      [published.json().id, true],
      [pending.json().id, true],
    ]);
    for (const headers of [{}, reader.auth]) {
      const shared = await read(url, headers);
      expect(shared.headers['x-cache']).toBeDefined();
      expect(view(shared)).toEqual([[published.json().id, false]]);
    }
  });
});

/** The memory of plain readers (ADR 067): their public reads skip the session lookup for a while. */
describe('plain readers remembered', () => {
  const t = useTestApp({ readCacheMb: 4, plainReaderTtlMs: 60_000 });
  const read = (url: string, headers: Headers = {}) => t.app.inject({ url: `/api/archive${url}`, headers });

  it('reads again with no session lookup, and asks again after any other request of theirs', async () => {
    const reader = await signIn(t.database, 'USER', t.clock.now());
    const product = await buildProduct(t.database);
    await untilVersionHeard(t);
    const lookups = vi.spyOn(t.app.services.repositories.sessions, 'findActor');
    try {
      await read(`/products/${product.id}`, reader.auth);
      await read(`/products/${product.id}`, reader.auth);
      await read('/photos/page?size=3', reader.auth);
      expect(lookups).toHaveBeenCalledTimes(1);

      // An upload through this server: the very next read is theirs, with their photo.
      const uploaded = await upload(t.app, reader.auth, await testImage());
      expect(uploaded.statusCode).toBe(201);
      const own = await read('/photos/page?size=3', reader.auth);
      expect(ids(own.json().content)).toContain(uploaded.json().id);
      expect(own.headers['x-cache']).toBeUndefined();
      expect(lookups).toHaveBeenCalledTimes(3);
    } finally {
      lookups.mockRestore();
    }
  });

  it('gives a session ended elsewhere nothing but the public catalogue, and nothing that needs a session', async () => {
    const reader = await signIn(t.database, 'USER', t.clock.now());
    const product = await buildProduct(t.database);
    await untilVersionHeard(t);
    const before = await read(`/products/${product.id}`, reader.auth);
    // Another server (or an operator) ends the session: this one still remembers the reader.
    await t.database.db.update(schema.sessions).set({ revokedAt: new Date() }).where(eq(schema.sessions.userId, reader.user.id));
    const after = await read(`/products/${product.id}`, reader.auth);
    expect(after.body).toBe(before.body);
    expect(after.body).toBe((await read(`/products/${product.id}`)).body);
    expect((await t.app.inject({ url: '/api/auth/me', headers: reader.auth })).statusCode).toBe(401);
    expect((await read('/change-requests/mine', reader.auth)).statusCode).toBe(401);
  });
});

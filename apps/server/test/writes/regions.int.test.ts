import { describe, expect, it } from 'vitest';
import { buildDetail, buildPhoto, buildProduct, buildStamp } from '../catalogue-factories';
import { signIn } from '../factories';
import { useTestApp } from '../harness';

/** Regions marked on photos (issue 33, ADR 059): marking, proposals, publishing, bad input and cascades. */
describe('photo regions', () => {
  const t = useTestApp();
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, auth: Record<string, string> = {}, payload?: object) =>
    t.app.inject({ method, url: `/api/archive${url}`, headers: auth, ...(payload ? { payload } : {}) });
  const box = { x: 10, y: 20, width: 100, height: 50 };

  it('publishes a moderator’s region at once, with its target’s title, and lists it for everyone and on the target', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const photo = await buildPhoto(t.database, { published: true, width: 800, height: 600 });
    const stamp = await buildStamp(t.database);
    const created = await send('POST', `/photos/${photo.id}/regions`, moderator.auth, {
      ...box,
      target: { kind: 'stamp', id: stamp.id },
      note: '  Клеймо на крышке  ',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      ...box,
      photoId: photo.id,
      target: { kind: 'stamp', id: stamp.id, title: stamp.name },
      note: 'Клеймо на крышке',
      status: 'PUBLISHED',
      editable: true,
    });
    const listed = await send('GET', `/photos/${photo.id}/regions`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      {
        id: created.json().id,
        photoId: photo.id,
        ...box,
        target: { kind: 'stamp', id: stamp.id, title: stamp.name },
        note: 'Клеймо на крышке',
        status: 'PUBLISHED',
        editable: false,
        // Made by the derivation worker (region-crops.int.test.ts).
        crop: null,
      },
    ]);
    const onStamp = await send('GET', `/regions?kind=stamp&id=${stamp.id}`);
    expect(onStamp.json()).toMatchObject([{ id: created.json().id, photoId: photo.id, ...box }]);
  });

  it('keeps a plain user’s region a proposal seen by its author and moderators until a moderator approves it', async () => {
    const author = await signIn(t.database, 'USER', t.clock.now());
    const other = await signIn(t.database, 'USER', t.clock.now());
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const photo = await buildPhoto(t.database, { published: true, width: 800, height: 600 });
    const product = await buildProduct(t.database);
    const created = await send('POST', `/photos/${photo.id}/regions`, author.auth, { ...box, target: { kind: 'product', id: product.id } });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({
      status: 'PENDING',
      editable: true,
      note: null,
      target: { kind: 'product', title: product.name },
    });

    expect((await send('GET', `/photos/${photo.id}/regions`)).json()).toEqual([]);
    expect((await send('GET', `/photos/${photo.id}/regions`, other.auth)).json()).toEqual([]);
    expect((await send('GET', `/photos/${photo.id}/regions`, author.auth)).json()).toHaveLength(1);
    expect((await send('GET', `/regions?kind=product&id=${product.id}`)).json()).toEqual([]);
    expect((await send('PUT', `/regions/${id}`, other.auth, { ...box, target: { kind: 'product', id: product.id } })).statusCode).toBe(404);
    expect((await send('DELETE', `/regions/${id}`, other.auth)).statusCode).toBe(404);
    expect((await send('GET', '/regions/pending', author.auth)).statusCode).toBe(403);
    expect((await send('POST', `/regions/${id}/approve`, author.auth)).statusCode).toBe(403);

    const moved = await send('PUT', `/regions/${id}`, author.auth, {
      ...box,
      x: 0,
      target: { kind: 'product', id: product.id },
      note: 'Ствол',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ x: 0, note: 'Ствол', status: 'PENDING' });

    const queue = await send('GET', '/regions/pending', moderator.auth);
    expect(queue.json()).toContainEqual(expect.objectContaining({ id, author: author.user.username, photoId: photo.id }));
    const approved = await send('POST', `/regions/${id}/approve`, moderator.auth);
    expect(approved.json()).toMatchObject({ id, status: 'PUBLISHED' });
    expect((await send('GET', `/photos/${photo.id}/regions`)).json()).toMatchObject([{ id, x: 0 }]);
    expect((await send('GET', `/regions?kind=product&id=${product.id}`)).json()).toMatchObject([{ id }]);
    expect((await send('GET', '/regions/pending', moderator.auth)).json()).not.toContainEqual(expect.objectContaining({ id }));

    // Published, it is the moderators' to change.
    expect((await send('PUT', `/regions/${id}`, author.auth, { ...box, target: { kind: 'product', id: product.id } })).statusCode).toBe(
      403,
    );
    expect((await send('DELETE', `/regions/${id}`, author.auth)).statusCode).toBe(403);
    expect((await send('DELETE', `/regions/${id}`, moderator.auth)).statusCode).toBe(204);
    expect((await send('GET', `/photos/${photo.id}/regions`)).json()).toEqual([]);
  });

  it('lets a moderator reject a proposal by deleting it, and an author withdraw their own', async () => {
    const author = await signIn(t.database, 'USER', t.clock.now());
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const photo = await buildPhoto(t.database, { published: true, width: 800, height: 600 });
    const detail = await buildDetail(t.database);
    const target = { kind: 'detail', id: detail.id };
    const first = (await send('POST', `/photos/${photo.id}/regions`, author.auth, { ...box, target })).json();
    const second = (await send('POST', `/photos/${photo.id}/regions`, author.auth, { ...box, target })).json();
    expect((await send('DELETE', `/regions/${first.id}`, moderator.auth)).statusCode).toBe(204);
    expect((await send('DELETE', `/regions/${second.id}`, author.auth)).statusCode).toBe(204);
    expect((await send('GET', `/photos/${photo.id}/regions`, author.auth)).json()).toEqual([]);
  });

  it('answers bad regions with a 400 problem in the caller’s language, and unknown ones with 404', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const photo = await buildPhoto(t.database, { published: true, width: 800, height: 600 });
    const stamp = await buildStamp(t.database);
    const target = { kind: 'stamp', id: stamp.id };
    const post = (body: object, headers: Record<string, string> = {}) =>
      send('POST', `/photos/${photo.id}/regions`, { ...moderator.auth, ...headers }, body);
    const bad: [string, object][] = [
      ['outside the image', { x: 700, y: 0, width: 101, height: 10, target }],
      ['below the image', { x: 0, y: 590, width: 10, height: 11, target }],
      ['negative', { x: -1, y: 0, width: 10, height: 10, target }],
      ['zero width', { x: 0, y: 0, width: 0, height: 10, target }],
      ['zero height', { x: 0, y: 0, width: 10, height: 0, target }],
      ['fractional', { x: 0.5, y: 0, width: 10, height: 10, target }],
      ['missing item', { ...box, target: { kind: 'stamp', id: 2_000_000_000 } }],
      ['missing product', { ...box, target: { kind: 'product', id: 2_000_000_000 } }],
      ['missing detail', { ...box, target: { kind: 'detail', id: 2_000_000_000 } }],
      ['unknown kind', { ...box, target: { kind: 'photo', id: photo.id } }],
      ['no target', { ...box }],
      ['long note', { ...box, target, note: 'я'.repeat(1001) }],
    ];
    for (const [what, body] of bad) {
      const answer = await post(body);
      expect(answer.statusCode, what).toBe(400);
      expect(answer.headers['content-type'], what).toContain('application/problem+json');
    }
    const english = await post({ x: 700, y: 0, width: 101, height: 10, target }, { 'accept-language': 'en' });
    expect(english.json().detail).toContain('outside the image');
    const russian = await post({ ...box, target: { kind: 'stamp', id: 2_000_000_000 } });
    expect(russian.json().detail).toContain('не найдены');

    expect((await post({ ...box, target }, {})).statusCode).toBe(201);
    expect((await send('POST', '/photos/2000000000/regions', moderator.auth, { ...box, target })).statusCode).toBe(404);
    expect((await send('GET', '/photos/2000000000/regions')).statusCode).toBe(404);
    expect((await send('PUT', '/regions/2000000000', moderator.auth, { ...box, target })).statusCode).toBe(404);
    expect((await send('DELETE', '/regions/2000000000', moderator.auth)).statusCode).toBe(404);
    expect((await send('POST', `/photos/${photo.id}/regions`, {}, { ...box, target })).statusCode).toBe(401);
    expect((await send('GET', '/regions?kind=stamp&id=x')).statusCode).toBe(400);
  });

  it('hides the regions of a photo the caller may not see', async () => {
    const uploader = await signIn(t.database, 'USER', t.clock.now());
    const stranger = await signIn(t.database, 'USER', t.clock.now());
    const photo = await buildPhoto(t.database, { published: false, uploadedBy: uploader.user.id, width: 800, height: 600 });
    const stamp = await buildStamp(t.database);
    const created = await send('POST', `/photos/${photo.id}/regions`, uploader.auth, { ...box, target: { kind: 'stamp', id: stamp.id } });
    expect(created.statusCode).toBe(201);
    expect((await send('GET', `/photos/${photo.id}/regions`, stranger.auth)).statusCode).toBe(404);
    expect(
      (await send('POST', `/photos/${photo.id}/regions`, stranger.auth, { ...box, target: { kind: 'stamp', id: stamp.id } })).statusCode,
    ).toBe(404);
  });

  it('deletes the regions with their photo or their target', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const photo = await buildPhoto(t.database, { published: true, width: 800, height: 600 });
    const stamp = await buildStamp(t.database);
    const product = await buildProduct(t.database);
    await send('POST', `/photos/${photo.id}/regions`, moderator.auth, { ...box, target: { kind: 'stamp', id: stamp.id } });
    await send('POST', `/photos/${photo.id}/regions`, moderator.auth, { ...box, target: { kind: 'product', id: product.id } });
    expect((await send('GET', `/photos/${photo.id}/regions`)).json()).toHaveLength(2);
    expect((await send('DELETE', `/stamps/${stamp.id}`, moderator.auth)).statusCode).toBe(204);
    expect((await send('GET', `/photos/${photo.id}/regions`)).json()).toMatchObject([{ target: { kind: 'product' } }]);
    const admin = await signIn(t.database, 'ADMIN', t.clock.now());
    expect((await send('DELETE', `/photos/${photo.id}`, admin.auth)).statusCode).toBe(204);
    expect((await send('GET', `/regions?kind=product&id=${product.id}`)).json()).toEqual([]);
  });
});

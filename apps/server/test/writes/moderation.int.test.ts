import { describe, expect, it } from 'vitest';
import { buildManufacturer, buildProduct, buildType } from '../catalogue-factories';
import { signIn } from '../factories';
import { useTestApp } from '../harness';
import { testImage, upload } from '../upload-helpers';

describe('change requests', () => {
  const t = useTestApp();
  const base = '/api/archive/change-requests';
  const propose = (auth: Record<string, string>, body: object) => t.app.inject({ method: 'POST', url: base, headers: auth, payload: body });
  const approve = (auth: Record<string, string>, id: number) =>
    t.app.inject({ method: 'POST', url: `${base}/${id}/approve`, headers: auth });

  it('a user proposes a detail with a photo; a moderator approves; the detail exists, the photo is published, history points at the request', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const type = await buildType(t.database, { belongsTo: 'максим' });
    const photo = (await upload(t.app, user.auth, await testImage())).json();

    const proposed = await propose(user.auth, {
      action: 'CREATE',
      entityType: 'DETAIL',
      entityId: null,
      payload: {
        type: { id: type.id },
        name: 'Кожух',
        year: 1915,
        number: '',
        description: '<p onclick="x()">Гофрированный</p>',
        photos: [{ id: photo.id }],
        belongsTo: 'maxim',
      },
    });
    expect(proposed.statusCode).toBe(201);
    const request = proposed.json();
    expect(request).toMatchObject({
      status: 'PENDING',
      entityType: 'DETAIL',
      action: 'CREATE',
      entityId: null,
      createdBy: { username: user.user.username },
      reviewedBy: null,
      reason: null,
    });
    // Stored normalised: Cyrillic purpose, empty strings null, description sanitised.
    expect(JSON.parse(request.payloadJson)).toMatchObject({
      name: 'Кожух',
      number: null,
      belongsTo: 'максим',
      description: '<p>Гофрированный</p>',
      photos: [{ id: photo.id }],
    });
    expect((await t.app.inject({ url: `/api/archive/photos/${photo.id}` })).statusCode).toBe(404);

    const pending = (await t.app.inject({ url: base, headers: moderator.auth })).json();
    expect(pending.content.map((r: { id: number }) => r.id)).toContain(request.id);
    expect(pending.content.every((r: { status: string }) => r.status === 'PENDING')).toBe(true);

    t.clock.advance(5_000);
    const approved = await approve(moderator.auth, request.id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'APPROVED',
      reviewedBy: { username: moderator.user.username },
      reviewedAt: t.clock.now().toISOString(),
    });
    const detailId = approved.json().entityId;
    expect(detailId).toEqual(expect.any(Number));

    const detail = (await t.app.inject({ url: `/api/archive/details/${detailId}` })).json();
    expect(detail).toMatchObject({ name: 'Кожух', year: 1915, type: { id: type.id }, photos: [{ id: photo.id }] });
    expect((await t.app.inject({ url: `/api/archive/photos/${photo.id}` })).statusCode).toBe(200);
    const [revision] = (await t.app.inject({ url: `/api/archive/details/${detailId}/history` })).json();
    expect(revision).toMatchObject({ action: 'CREATE', changeRequestId: request.id, user: { username: moderator.user.username } });

    const mine = (await t.app.inject({ url: `${base}/mine`, headers: user.auth })).json();
    expect(mine.content).toEqual([expect.objectContaining({ id: request.id, status: 'APPROVED', entityId: detailId })]);
    expect((await approve(moderator.auth, request.id)).json()).toMatchObject({ status: 409, code: 'NOT_PENDING' });
  });

  it('a moderator’s proposal is applied at once: 201 APPROVED with the entityId', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const parent = await buildProduct(t.database);
    const res = await propose(moderator.auth, {
      action: 'CREATE',
      entityType: 'PRODUCT',
      payload: { name: 'Станок Соколова', parent: { id: parent.id }, year: '' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'APPROVED', reviewedBy: { username: moderator.user.username } });
    const product = (await t.app.inject({ url: `/api/archive/products/${res.json().entityId}` })).json();
    expect(product).toMatchObject({ name: 'Станок Соколова', parent: { id: parent.id }, year: null });

    const updated = await propose(moderator.auth, {
      action: 'UPDATE',
      entityType: 'PRODUCT',
      entityId: product.id,
      payload: { ...product, name: 'Станок Соколова обр. 1910' },
    });
    expect(updated.json()).toMatchObject({ status: 'APPROVED', entityId: product.id });
    const removed = await propose(moderator.auth, { action: 'DELETE', entityType: 'PRODUCT', entityId: product.id });
    expect(removed.json()).toMatchObject({
      status: 'APPROVED',
      entityId: product.id,
      payloadJson: JSON.stringify({ name: 'Станок Соколова обр. 1910' }),
    });
    expect((await t.app.inject({ url: `/api/archive/products/${product.id}` })).statusCode).toBe(404);
    const history = (await t.app.inject({ url: `/api/archive/products/${product.id}/history`, headers: moderator.auth })).json();
    expect(history.map((r: { changeRequestId: number }) => r.changeRequestId)).toEqual([
      removed.json().id,
      updated.json().id,
      res.json().id,
    ]);
  });

  it('checks a proposal on submit: a detail needs a type, UPDATE and DELETE an existing entityId, references must exist', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const other = await signIn(t.database, 'USER', t.clock.now());
    const type = await buildType(t.database);
    const noType = await propose(user.auth, { action: 'CREATE', entityType: 'DETAIL', payload: { name: 'без типа' } });
    expect(noType.json()).toMatchObject({ status: 400, errors: [{ path: '/payload/type' }] });
    expect((await propose(user.auth, { action: 'UPDATE', entityType: 'PRODUCT', payload: { name: 'x' } })).statusCode).toBe(400);
    expect(
      (await propose(user.auth, { action: 'UPDATE', entityType: 'PRODUCT', entityId: 999_999, payload: { name: 'x' } })).statusCode,
    ).toBe(404);
    expect((await propose(user.auth, { action: 'DELETE', entityType: 'DETAIL', entityId: 999_999 })).statusCode).toBe(404);
    expect((await propose(user.auth, { action: 'CREATE', entityType: 'PRODUCT', entityId: 5, payload: { name: 'x' } })).statusCode).toBe(
      400,
    );
    expect((await propose(user.auth, { action: 'MERGE', entityType: 'PRODUCT', payload: { name: 'x' } })).statusCode).toBe(400);
    const unknown = await propose(user.auth, {
      action: 'CREATE',
      entityType: 'DETAIL',
      payload: { type: { id: type.id }, manufacturer: { id: 999_999 } },
    });
    expect(unknown.json()).toMatchObject({ status: 400, code: 'UNKNOWN_REFERENCE' });
    // Someone else's unpublished upload can't be smuggled into a proposal (and so published).
    const theirs = (await upload(t.app, other.auth, await testImage())).json();
    const smuggled = await propose(user.auth, {
      action: 'CREATE',
      entityType: 'PRODUCT',
      payload: { name: 'x', photos: [{ id: theirs.id }] },
    });
    expect(smuggled.json()).toMatchObject({ status: 400, code: 'UNKNOWN_REFERENCE' });
    // Nothing of the dry run stays.
    expect((await t.app.inject({ url: `${base}/mine`, headers: user.auth })).json().totalElements).toBe(0);
  });

  it('re-validates on approve: a reference gone meanwhile is a 400 and the request stays PENDING', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const admin = await signIn(t.database, 'ADMIN', t.clock.now());
    const maker = await buildManufacturer(t.database);
    const request = (
      await propose(user.auth, { action: 'CREATE', entityType: 'PRODUCT', payload: { name: 'Максим', manufacturer: { id: maker.id } } })
    ).json();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/archive/manufacturers/${maker.id}`, headers: admin.auth })).statusCode).toBe(
      204,
    );
    expect((await approve(admin.auth, request.id)).json()).toMatchObject({ status: 400, code: 'UNKNOWN_REFERENCE' });
    const still = (await t.app.inject({ url: `${base}?status=PENDING&size=250`, headers: admin.auth })).json();
    expect(still.content.find((r: { id: number }) => r.id === request.id)).toMatchObject({ status: 'PENDING', reviewedBy: null });
  });

  it('rejects with a required reason; only PENDING requests can be decided', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const request = (await propose(user.auth, { action: 'CREATE', entityType: 'PRODUCT', payload: { name: 'Сомнительное' } })).json();
    const reject = (query: string) =>
      t.app.inject({ method: 'POST', url: `${base}/${request.id}/reject${query}`, headers: moderator.auth });
    expect((await reject('')).statusCode).toBe(400);
    expect((await reject('?reason=%20%20')).statusCode).toBe(400);
    const rejected = await reject(`?reason=${encodeURIComponent('Нет источника')}`);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'REJECTED',
      reason: 'Нет источника',
      entityId: null,
      reviewedBy: { username: moderator.user.username },
    });
    expect((await reject('?reason=again')).json()).toMatchObject({ status: 409, code: 'NOT_PENDING' });
    expect((await approve(moderator.auth, request.id)).json()).toMatchObject({ status: 409, code: 'NOT_PENDING' });
    expect((await approve(moderator.auth, 999_999)).statusCode).toBe(404);

    const lists = async (status: string) =>
      (await t.app.inject({ url: `${base}?status=${status}&size=250`, headers: moderator.auth }))
        .json()
        .content.map((r: { id: number }) => r.id);
    expect(await lists('REJECTED')).toContain(request.id);
    expect(await lists('ALL')).toContain(request.id);
    expect(await lists('PENDING')).not.toContain(request.id);
    expect((await t.app.inject({ url: `${base}?status=MAYBE`, headers: moderator.auth })).statusCode).toBe(400);
  });

  it('two moderators approving the same request at once: exactly one 200 and one 409, one item created', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const [m1, m2] = [await signIn(t.database, 'MODERATOR', t.clock.now()), await signIn(t.database, 'ADMIN', t.clock.now())];
    const name = `Гонка ${Date.now()}`;
    for (let round = 0; round < 3; round++) {
      const request = (await propose(user.auth, { action: 'CREATE', entityType: 'PRODUCT', payload: { name: `${name}-${round}` } })).json();
      const answers = await Promise.all([approve(m1.auth, request.id), approve(m2.auth, request.id)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const found = (await t.app.inject({ url: `/api/archive/products?q=${encodeURIComponent(`${name}-${round}`)}` })).json();
      expect(found.totalElements).toBe(1);
    }
  });
});

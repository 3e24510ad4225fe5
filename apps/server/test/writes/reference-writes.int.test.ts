import { describe, expect, it } from 'vitest';
import { buildDetail, buildManufacturer, buildProduct, buildStamp, buildSubtype, buildType } from '../catalogue-factories';
import { signIn, unique } from '../factories';
import { useTestApp } from '../harness';

describe('manufacturer, stamp, type and subtype writes', () => {
  const t = useTestApp();
  const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, auth: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url: `/api/archive${url}`, headers: auth, ...(payload ? { payload } : {}) });

  it('lets a moderator add a manufacturer; an admin edits and deletes it; each write is in its history', async () => {
    const user = await signIn(t.database, 'MODERATOR', t.clock.now());
    const admin = await signIn(t.database, 'ADMIN', t.clock.now());
    const name = `Сестрорецкий завод ${unique()}`;
    const created = await send('POST', '/manufacturers', user.auth, {
      name,
      description: '<p>Оружейный</p>',
      url: 'https://example.org',
      shortName: '',
    });
    expect(created.statusCode).toBe(201);
    const maker = created.json();
    expect(maker).toMatchObject({
      name,
      description: '<p>Оружейный</p>',
      url: 'https://example.org',
      shortName: null,
      country: null,
      period: null,
    });
    const duplicate = await send('POST', '/manufacturers', user.auth, { name });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'CONFLICT', detail: 'Такая запись уже есть' });

    expect((await send('PUT', `/manufacturers/${maker.id}`, user.auth, { name: 'x' })).statusCode).toBe(403);
    const updated = await send('PUT', `/manufacturers/${maker.id}`, admin.auth, { name: `${name} (СРЗ)`, country: 'Россия' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: `${name} (СРЗ)`, country: 'Россия', url: null });
    expect((await send('DELETE', `/manufacturers/${maker.id}`, admin.auth)).statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/archive/manufacturers/${maker.id}` })).statusCode).toBe(404);

    // A deleted item's history is for moderators only.
    expect((await t.app.inject({ url: `/api/archive/manufacturers/${maker.id}/history` })).statusCode).toBe(404);
    const history = (await t.app.inject({ url: `/api/archive/manufacturers/${maker.id}/history`, headers: admin.auth })).json();
    expect(history.map((r: { action: string; user: { username: string } }) => [r.action, r.user.username])).toEqual([
      ['DELETE', admin.user.username],
      ['UPDATE', admin.user.username],
      ['CREATE', user.user.username],
    ]);
  });

  it('refuses to delete what is in use: 409 IN_USE with counts', async () => {
    const { auth } = await signIn(t.database, 'ADMIN', t.clock.now());
    const maker = await buildManufacturer(t.database);
    await buildProduct(t.database, { manufacturerId: maker.id });
    await buildDetail(t.database, { manufacturerId: maker.id });
    await buildDetail(t.database, { manufacturerId: maker.id });
    const makerRes = await send('DELETE', `/manufacturers/${maker.id}`, auth);
    expect(makerRes.statusCode).toBe(409);
    expect(makerRes.json()).toMatchObject({ code: 'IN_USE', counts: { products: 1, details: 2 } });

    const stamp = await buildStamp(t.database);
    await buildDetail(t.database, { stampIds: [stamp.id] });
    expect((await send('DELETE', `/stamps/${stamp.id}`, auth)).json()).toMatchObject({
      status: 409,
      code: 'IN_USE',
      counts: { details: 1 },
    });

    const type = await buildType(t.database);
    const subtype = await buildSubtype(t.database, type.id);
    await buildDetail(t.database, { typeId: type.id, subtypeId: subtype.id });
    expect((await send('DELETE', `/detail-types/${type.id}`, auth)).json()).toMatchObject({
      status: 409,
      code: 'IN_USE',
      counts: { details: 1, subtypes: 1 },
    });
    expect((await send('DELETE', `/detail-subtypes/${subtype.id}`, auth)).json()).toMatchObject({
      status: 409,
      code: 'IN_USE',
      counts: { details: 1 },
    });
    // Still there.
    expect((await t.app.inject({ url: `/api/archive/manufacturers/${maker.id}` })).statusCode).toBe(200);
  });

  it('creates, edits and deletes stamps, types and subtypes, each in its history; unknown ids are 404, an unknown type reference 400', async () => {
    const { auth, user: admin } = await signIn(t.database, 'ADMIN', t.clock.now());
    const stamp = await send('POST', '/stamps', auth, { name: `Клеймо ${unique()}` });
    expect(stamp.statusCode).toBe(201);
    const renamed = await send('PUT', `/stamps/${stamp.json().id}`, auth, { name: `ОТК ${unique()}`, description: 'знак' });
    expect(renamed.json()).toMatchObject({ description: 'знак' });
    expect((await send('DELETE', `/stamps/${stamp.json().id}`, auth)).statusCode).toBe(204);

    const type = await send('POST', '/detail-types', auth, { name: `Вертлюг ${unique()}`, belongsTo: 'stanok' });
    expect(type.statusCode).toBe(201);
    expect(type.json()).toMatchObject({ belongsTo: 'станок', subtypes: [], description: null });
    const typeId = type.json().id;
    const subtype = await send('POST', '/detail-subtypes', auth, { name: 'Ранний', type: { id: typeId } });
    expect(subtype.statusCode).toBe(201);
    expect(subtype.json()).toMatchObject({ name: 'Ранний', type: { id: typeId } });
    expect((await send('PUT', `/detail-types/${typeId}`, auth, { name: type.json().name, belongsTo: 'ЗИП' })).json()).toMatchObject({
      belongsTo: 'ЗИП',
      subtypes: [{ id: subtype.json().id, name: 'Ранний' }],
    });
    expect((await send('PUT', `/detail-subtypes/${subtype.json().id}`, auth, { name: 'Поздний', type: { id: typeId } })).json().name).toBe(
      'Поздний',
    );
    expect((await send('POST', '/detail-subtypes', auth, { name: 'x', type: { id: 999_999 } })).json()).toMatchObject({
      status: 400,
      code: 'UNKNOWN_REFERENCE',
    });
    expect((await send('POST', '/detail-types', auth, { name: 'x', belongsTo: 'пушка' })).statusCode).toBe(400);
    expect((await send('DELETE', `/detail-subtypes/${subtype.json().id}`, auth)).statusCode).toBe(204);
    expect((await send('DELETE', `/detail-types/${typeId}`, auth)).statusCode).toBe(204);
    for (const path of ['/stamps/999999', '/detail-types/999999', '/detail-subtypes/999999', '/manufacturers/999999']) {
      expect((await send('DELETE', path, auth)).statusCode, path).toBe(404);
    }

    // Every write is recorded under its own entity type, by the admin, with the row before and after.
    const recorded = async (entityType: string, id: number) =>
      (await t.database.rawQuery(
        'select action, before, after, user_id as "userId" from revisions where entity_type = $1 and entity_id = $2 order by id',
        [entityType, id],
      )) as { action: string; before: { name: string } | null; after: { name: string } | null; userId: number }[];
    const stampRevisions = await recorded('STAMP', stamp.json().id);
    expect(stampRevisions.map((r) => [r.action, r.before?.name ?? null, r.after?.name ?? null])).toEqual([
      ['CREATE', null, stamp.json().name],
      ['UPDATE', stamp.json().name, renamed.json().name],
      ['DELETE', renamed.json().name, null],
    ]);
    expect(new Set(stampRevisions.map((r) => r.userId))).toEqual(new Set([admin.id]));
    expect((await recorded('DETAIL_TYPE', typeId)).map((r) => r.action)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
    const subtypeRevisions = await recorded('DETAIL_SUBTYPE', subtype.json().id);
    expect(subtypeRevisions.map((r) => [r.action, r.after])).toEqual([
      ['CREATE', expect.objectContaining({ name: 'Ранний', typeId })],
      ['UPDATE', expect.objectContaining({ name: 'Поздний', typeId })],
      ['DELETE', null],
    ]);
  });
});

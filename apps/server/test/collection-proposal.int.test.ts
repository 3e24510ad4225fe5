import type { ChangeRequestDto } from '@museum/contract';
import { describe, expect, it } from 'vitest';
import { buildManufacturer, buildProduct, buildStamp, buildType } from './catalogue-factories';
import { addRecord, gunInput, partInput } from './collection-factories';
import { signIn } from './factories';
import { useTestApp } from './harness';

/** The private fields' values a proposal must never carry. */
const PRIVATE = {
  acquiredFrom: 'Аукцион-тайна',
  acquiredOn: '2024-05-17',
  price: 123456.78,
  currency: 'EUR',
  keptAt: 'Сейф-тайна',
  insuredValue: 987654,
  notes: 'Заметка-тайна',
};

/** «Предложить в каталог» (issue 54 point 6): an own record becomes a change request with its public fields only. */
describe('proposing an own record to the catalogue', () => {
  const t = useTestApp({ collectionLimits: { items: 100, wanted: 100, photoBytes: 2 ** 20 } });
  const propose = (auth: Record<string, string> | undefined, id: number) =>
    t.app.inject({ method: 'POST', url: `/api/collection/items/${id}/propose`, ...(auth && { headers: auth }) });

  it('proposes a part of a catalogue gun with its public fields, none of the private ones, and a moderator approves it', async () => {
    const collector = await signIn(t.database);
    const moderator = await signIn(t.database, 'MODERATOR');
    const gun = await buildProduct(t.database, { number: '21105' });
    const type = await buildType(t.database, { belongsTo: 'максим' });
    const maker = await buildManufacturer(t.database);
    const stamp = await buildStamp(t.database);
    const part = await addRecord(
      t.app,
      collector.auth,
      partInput(type.id, {
        name: 'Замок с клеймом',
        number: '21105',
        year: 1916,
        belongsTo: 'максим',
        manufacturer: { id: maker.id },
        markings: 'Клеймо на рычаге',
        condition: 'хорошее',
        stamps: [{ id: stamp.id }],
        partOf: { kind: 'product', id: gun.id },
        ...PRIVATE,
      }),
    );
    const res = await propose(collector.auth, part.id);
    expect(res.statusCode, res.body).toBe(201);
    const request = res.json() as ChangeRequestDto;
    expect(request).toMatchObject({
      status: 'PENDING',
      action: 'CREATE',
      entityType: 'DETAIL',
      createdBy: { username: collector.user.username },
    });
    expect(JSON.parse(request.payloadJson)).toMatchObject({
      name: 'Замок с клеймом',
      number: '21105',
      year: 1916,
      type: { id: type.id },
      manufacturer: { id: maker.id },
      product: { id: gun.id },
      markings: 'Клеймо на рычаге',
      condition: 'хорошее',
      stamps: [{ id: stamp.id }],
    });
    for (const value of Object.values(PRIVATE)) expect(request.payloadJson).not.toContain(String(value));
    for (const key of Object.keys(PRIVATE)) expect(request.payloadJson).not.toContain(`"${key}"`);

    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/archive/change-requests/${request.id}/approve`,
      headers: moderator.auth,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const detail = (await t.app.inject({ url: `/api/archive/details/${approved.json().entityId}` })).json();
    expect(detail).toMatchObject({ name: 'Замок с клеймом', number: '21105', year: 1916 });
    expect(JSON.stringify(detail)).not.toContain('тайна');
    // The record stays the owner's, private fields and all.
    expect((await t.app.inject({ url: `/api/collection/items/${part.id}`, headers: collector.auth })).json()).toMatchObject(PRIVATE);
  });

  it('proposes a gun; an own gun a part belongs to is not proposed with it', async () => {
    const collector = await signIn(t.database);
    const gun = await addRecord(t.app, collector.auth, gunInput({ name: 'Мой Максим для каталога', number: '3551', ...PRIVATE }));
    const type = await buildType(t.database, { belongsTo: 'максим' });
    const part = await addRecord(t.app, collector.auth, partInput(type.id, { number: '3551', partOf: { kind: 'collection', id: gun.id } }));
    const gunRequest = (await propose(collector.auth, gun.id)).json() as ChangeRequestDto;
    expect(gunRequest).toMatchObject({ entityType: 'PRODUCT', action: 'CREATE' });
    expect(JSON.parse(gunRequest.payloadJson)).toMatchObject({ name: 'Мой Максим для каталога', number: '3551', parent: null });
    const partRequest = (await propose(collector.auth, part.id)).json() as ChangeRequestDto;
    expect(JSON.parse(partRequest.payloadJson)).toMatchObject({ type: { id: type.id }, number: '3551', product: null });
  });

  it('answers 404 for another account’s record, whatever its role, and 401 without a session', async () => {
    const owner = await signIn(t.database);
    const record = await addRecord(t.app, owner.auth, gunInput());
    const missing = await propose(owner.auth, 2_000_000_000);
    expect(missing.statusCode).toBe(404);
    for (const role of ['USER', 'MODERATOR', 'ADMIN'] as const) {
      const other = await signIn(t.database, role);
      const res = await propose(other.auth, record.id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
    expect((await propose(undefined, record.id)).statusCode).toBe(401);
    const queue = (
      await t.app.inject({ url: '/api/archive/change-requests', headers: (await signIn(t.database, 'MODERATOR')).auth })
    ).json();
    expect(JSON.stringify(queue)).not.toContain(record.name ?? 'no name');
  });
});

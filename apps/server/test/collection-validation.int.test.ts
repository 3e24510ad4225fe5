import type { CollectionItemWriteInput } from '@museum/contract';
import { describe, expect, it } from 'vitest';
import { buildProduct, buildSubtype, buildType } from './catalogue-factories';
import { addRecord, gunInput, partInput } from './collection-factories';
import { signIn } from './factories';
import { useTestApp } from './harness';

const ITEMS = '/api/collection/items';

/** Malformed and impossible collection writes are 400 problems naming the field (ADR 084), never 5xx. */
describe('collection writes refused', () => {
  const t = useTestApp();

  const post = async (auth: { authorization: string }, payload: unknown, url = ITEMS, method: 'POST' | 'PUT' = 'POST') => {
    const res = await t.app.inject({ method, url, headers: auth, payload: payload as object });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    return res.json() as { code: string; errors?: { path: string }[] };
  };
  const paths = (problem: { errors?: { path: string }[] }) => (problem.errors ?? []).map((e) => e.path);

  it('by the schema: kind, required names and types, money, dates, currencies, years', async () => {
    const { auth } = await signIn(t.database);
    const type = await buildType(t.database);
    const cases: [unknown, string][] = [
      [{ name: 'Без вида' }, '/body/kind'],
      [{ kind: 'stamp', name: 'x' }, '/body/kind'],
      [{ kind: 'product' }, '/body/name'],
      [{ kind: 'detail' }, '/body/type'],
      [gunInput({ type: { id: type.id } }), '/body/type'],
      [gunInput({ price: -1 }), '/body/price'],
      [{ ...gunInput(), price: '100' }, '/body/price'],
      [gunInput({ insuredValue: 1e13 }), '/body/insuredValue'],
      [gunInput({ acquiredOn: '2024-13-40' }), '/body/acquiredOn'],
      [gunInput({ currency: 'рубли' }), '/body/currency'],
      [gunInput({ year: 1500 }), '/body/year'],
      [gunInput({ notes: 'x'.repeat(5001) }), '/body/notes'],
      [gunInput({ condition: 'broken' as CollectionItemWriteInput['condition'] }), '/body/condition'],
      [gunInput({ partOf: { kind: 'shelf', id: 1 } as unknown as CollectionItemWriteInput['partOf'] }), '/body/partOf/kind'],
    ];
    for (const [payload, path] of cases) expect(paths(await post(auth, payload)), JSON.stringify(payload)).toContain(path);
    const notJson = await t.app.inject({
      method: 'POST',
      url: ITEMS,
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await t.app.inject({ url: `${ITEMS}/abc`, headers: auth })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${ITEMS}?sort=price,asc`, headers: auth })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${ITEMS}?kind=stamp`, headers: auth })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${ITEMS}?size=100000`, headers: auth })).statusCode).toBe(400);
    const wanted = await t.app.inject({
      method: 'POST',
      url: '/api/collection/wanted',
      headers: auth,
      payload: { kind: 'detail', number: '  ' },
    });
    expect(wanted.statusCode).toBe(400);
  });

  it('by the service: references that do not exist, a subtype of another type, a gun that is not the owner’s', async () => {
    const { auth } = await signIn(t.database);
    const other = await signIn(t.database);
    const type = await buildType(t.database);
    const otherType = await buildType(t.database);
    const foreignSubtype = await buildSubtype(t.database, otherType.id);
    expect(await post(auth, gunInput({ manufacturer: { id: 2_000_000_000 } }))).toMatchObject({ code: 'UNKNOWN_REFERENCE' });
    expect(await post(auth, partInput(2_000_000_000))).toMatchObject({ code: 'UNKNOWN_REFERENCE' });
    expect(await post(auth, gunInput({ stamps: [{ id: 2_000_000_000 }] }))).toMatchObject({ code: 'UNKNOWN_REFERENCE' });
    expect(await post(auth, partInput(type.id, { subtype: { id: foreignSubtype.id } }))).toMatchObject({ code: 'SUBTYPE_MISMATCH' });
    expect(await post(auth, partInput(type.id, { partOf: { kind: 'product', id: 2_000_000_000 } }))).toMatchObject({
      code: 'UNKNOWN_REFERENCE',
    });

    // Another collector's gun is refused as one that does not exist: nothing says it is there.
    const theirs = await addRecord(t.app, other.auth, gunInput());
    const foreign = await post(auth, partInput(type.id, { partOf: { kind: 'collection', id: theirs.id } }));
    const missing = await post(auth, partInput(type.id, { partOf: { kind: 'collection', id: 2_000_000_000 } }));
    expect(foreign).toEqual(missing);
    expect(foreign).toMatchObject({ code: 'UNKNOWN_REFERENCE', errors: [{ path: '/partOf' }] });
  });

  it('by the service: a record belongs to a gun, never to a part, itself or its own part', async () => {
    const { auth } = await signIn(t.database);
    const type = await buildType(t.database);
    const gun = await addRecord(t.app, auth, gunInput());
    const part = await addRecord(t.app, auth, partInput(type.id, { partOf: { kind: 'collection', id: gun.id } }));
    expect(await post(auth, partInput(type.id, { partOf: { kind: 'collection', id: part.id } }))).toMatchObject({
      code: 'PART_OF_NOT_A_GUN',
    });
    const url = `${ITEMS}/${gun.id}`;
    expect(await post(auth, gunInput({ partOf: { kind: 'collection', id: gun.id } }), url, 'PUT')).toMatchObject({ code: 'PART_OF_CYCLE' });
    // A gun on a mount that is on the gun: a cycle through two records.
    const mount = await addRecord(t.app, auth, gunInput({ partOf: { kind: 'collection', id: gun.id } }));
    expect(await post(auth, gunInput({ partOf: { kind: 'collection', id: mount.id } }), url, 'PUT')).toMatchObject({
      code: 'PART_OF_CYCLE',
    });
    // A gun with parts does not turn into a part.
    expect(await post(auth, partInput(type.id), url, 'PUT')).toMatchObject({ code: 'GUN_HAS_PARTS', errors: [{ path: '/kind' }] });
    // A catalogue product is a gun like an own one.
    const product = await buildProduct(t.database);
    await addRecord(t.app, auth, gunInput({ partOf: { kind: 'product', id: product.id } }));
  });
});

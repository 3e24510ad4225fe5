import type { CollectionItemDto } from '@museum/contract';
import { describe, expect, it } from 'vitest';
import { buildManufacturer, buildProduct, buildStamp, buildSubtype, buildType } from './catalogue-factories';
import { addRecord, addWanted, gunInput, partInput } from './collection-factories';
import { signIn, unique } from './factories';
import { useTestApp } from './harness';

const ITEMS = '/api/collection/items';

/** A collector's own records and want list (issue 54, ADR 084): what the owner writes and reads back. */
describe('the private collection', () => {
  const t = useTestApp({ collectionLimits: { items: 1000, wanted: 1000, photoBytes: 2 ** 20 } });

  it('keeps a gun with the catalogue fields and the private ones, and answers it private and uncached', async () => {
    const { auth } = await signIn(t.database);
    const maker = await buildManufacturer(t.database);
    const stamp = await buildStamp(t.database);
    const res = await t.app.inject({
      method: 'POST',
      url: ITEMS,
      headers: auth,
      payload: gunInput({
        name: 'Максим обр. 1910',
        nameEn: 'Maxim M1910',
        number: '№ 21105',
        year: 1916,
        belongsTo: 'максим',
        manufacturer: { id: maker.id },
        condition: 'хорошее',
        markings: 'Орёл на коробе',
        provenance: 'Семья владельца',
        description: '<p>Описание<script>x()</script></p>',
        stamps: [{ id: stamp.id }],
        acquiredFrom: 'Аукцион',
        acquiredOn: '2024-05-17',
        price: 150000.456,
        currency: 'rub',
        keptAt: 'Сейф',
        insuredValue: 200000,
        notes: 'Первая строка\nвторая',
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.etag).toBeUndefined();
    const created = res.json() as CollectionItemDto;
    expect(created).toMatchObject({
      kind: 'product',
      name: 'Максим обр. 1910',
      nameEn: 'Maxim M1910',
      number: '№ 21105',
      year: 1916,
      belongsTo: 'максим',
      manufacturer: { id: maker.id, name: maker.name },
      type: null,
      condition: 'хорошее',
      markings: 'Орёл на коробе',
      stamps: [{ id: stamp.id, name: stamp.name }],
      partOf: null,
      acquiredFrom: 'Аукцион',
      acquiredOn: '2024-05-17',
      price: 150000.46,
      currency: 'RUB',
      insuredValue: 200000,
      notes: 'Первая строка\nвторая',
    });
    expect(created.description).toBe('<p>Описание</p>');
    const read = await t.app.inject({ url: `${ITEMS}/${created.id}`, headers: auth });
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(read.json()).toEqual(created);
  });

  it('dates an all-digit number by the table «Проверить год» checks against, and leaves other numbers undated', async () => {
    const { auth } = await signIn(t.database);
    const dated = await addRecord(t.app, auth, gunInput({ number: '№ 12 000' }));
    expect(dated.dating).toMatchObject({ serial: 12000, table: 'maxim' });
    expect(dated.dating?.answer).not.toBeNull();
    expect((await addRecord(t.app, auth, gunInput({ number: 'АЕ-33' }))).dating).toBeNull();
    expect((await addRecord(t.app, auth, gunInput())).dating).toBeNull();
  });

  it("checks the numbers of the owner's parts against their gun, own or from the catalogue", async () => {
    const { auth } = await signIn(t.database);
    const receiver = await buildType(t.database, { carriesNumber: true });
    const plain = await buildType(t.database);
    const gun = await addRecord(t.app, auth, gunInput({ number: '21105' }));
    const ofGun = { kind: 'collection' as const, id: gun.id };
    const match = await addRecord(t.app, auth, partInput(receiver.id, { number: '№ 21 105', partOf: ofGun, numberPlace: 'на крышке' }));
    await addRecord(t.app, auth, partInput(receiver.id, { number: '21106', partOf: ofGun }));
    await addRecord(t.app, auth, partInput(receiver.id, { partOf: ofGun }));
    await addRecord(t.app, auth, partInput(plain.id, { number: '1', partOf: ofGun }));

    const check = (await t.app.inject({ url: `${ITEMS}/${gun.id}`, headers: auth })).json().numberCheck;
    expect(check.counts).toEqual({ match: 1, mismatch: 1, missing: 1 });
    expect(check.allMatch).toBe(false);
    expect(check.details).toHaveLength(3);
    expect(check.details.find((d: { id: number }) => d.id === match.id)).toMatchObject({ status: 'match', numberPlace: 'на крышке' });
    // A part answers its gun's check.
    expect(match.numberCheck).toMatchObject({ counts: { match: 1, mismatch: 0, missing: 0 }, allMatch: true });

    const catalogueGun = await buildProduct(t.database, { number: '7001' });
    const onCatalogue = await addRecord(
      t.app,
      auth,
      partInput(receiver.id, { number: '7001', partOf: { kind: 'product', id: catalogueGun.id } }),
    );
    expect(onCatalogue.partOf).toEqual({ kind: 'product', id: catalogueGun.id, name: catalogueGun.name });
    expect(onCatalogue.numberCheck).toMatchObject({ counts: { match: 1, mismatch: 0, missing: 0 }, allMatch: true });
    expect((await addRecord(t.app, auth, partInput(receiver.id, { number: '5' }))).numberCheck).toBeNull();
  });

  it('replaces a record on PUT, stamps and all, and deletes it', async () => {
    const { auth } = await signIn(t.database);
    const [first, second] = [await buildStamp(t.database), await buildStamp(t.database)];
    const type = await buildType(t.database);
    const subtype = await buildSubtype(t.database, type.id);
    const record = await addRecord(t.app, auth, partInput(type.id, { stamps: [{ id: first.id }], price: 10 }));
    const put = await t.app.inject({
      method: 'PUT',
      url: `${ITEMS}/${record.id}`,
      headers: auth,
      payload: partInput(type.id, { subtype: { id: subtype.id }, stamps: [{ id: second.id }, { id: first.id }], name: 'Замок' }),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ name: 'Замок', subtype: { id: subtype.id }, price: null });
    expect(put.json().stamps.map((s: { id: number }) => s.id)).toEqual([second.id, first.id]);

    const removed = await t.app.inject({ method: 'DELETE', url: `${ITEMS}/${record.id}`, headers: auth });
    expect(removed.statusCode).toBe(204);
    expect((await t.app.inject({ url: `${ITEMS}/${record.id}`, headers: auth })).statusCode).toBe(404);
  });

  it('lists by words, by number under the number rule, by kind, sorted and paged', async () => {
    const { auth } = await signIn(t.database);
    const type = await buildType(t.database);
    const word = `слово${unique()}`;
    const a = await addRecord(t.app, auth, gunInput({ name: `А ${word}`, number: '30 001' }));
    const b = await addRecord(t.app, auth, gunInput({ name: 'Б', notes: `заметка ${word}` }));
    const c = await addRecord(t.app, auth, partInput(type.id, { name: `В ${word}`, number: '30001' }));
    const list = async (query: string) => {
      const res = await t.app.inject({ url: `${ITEMS}?${query}`, headers: auth });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      return res.json() as { content: { id: number }[]; totalElements: number };
    };
    const ids = async (query: string) => (await list(query)).content.map((row) => row.id);
    expect(await ids(`q=${encodeURIComponent(word)}&sort=id,asc`)).toEqual([a.id, b.id, c.id]);
    expect(await ids(`q=${encodeURIComponent('№30001')}&sort=id,asc`)).toEqual([a.id, c.id]);
    expect(await ids(`q=${encodeURIComponent(word)}&kind=detail`)).toEqual([c.id]);
    expect(await ids(`q=${encodeURIComponent(word)}&sort=name,desc`)).toEqual([c.id, b.id, a.id]);
    const page = await list(`q=${encodeURIComponent(word)}&sort=id,asc&size=2&page=1`);
    expect(page.content.map((row) => row.id)).toEqual([c.id]);
    expect(page.totalElements).toBe(3);
    expect((await list('')).content[0]).toMatchObject({ id: c.id, kind: 'detail', type: { id: type.id } });
  });

  it('keeps a want list of numbers', async () => {
    const { auth } = await signIn(t.database);
    const first = await addWanted(t.app, auth, { kind: 'detail', number: ' 21105 ', note: 'замок' });
    expect(first).toMatchObject({ kind: 'detail', number: '21105', note: 'замок' });
    const second = await addWanted(t.app, auth, { kind: 'product', number: 'АЕ 3310' });
    const list = await t.app.inject({ url: '/api/collection/wanted', headers: auth });
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(list.json().map((w: { id: number }) => w.id)).toEqual([second.id, first.id]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/collection/wanted/${first.id}`, headers: auth })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/collection/wanted/${first.id}`, headers: auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/collection/wanted', headers: auth })).json()).toHaveLength(1);
  });
});

/** The per-account limits (COLLECTION_ITEMS_MAX, COLLECTION_WANTED_MAX): a 409 problem once reached. */
describe('the private collection’s limits', () => {
  const t = useTestApp({ collectionLimits: { items: 2, wanted: 1, photoBytes: 2 ** 20 } });

  it('refuses a record or a number past the limit, per account', async () => {
    const { auth } = await signIn(t.database);
    await addRecord(t.app, auth, gunInput());
    await addRecord(t.app, auth, gunInput());
    const third = await t.app.inject({ method: 'POST', url: ITEMS, headers: auth, payload: gunInput() });
    expect(third.statusCode).toBe(409);
    expect(third.headers['content-type']).toContain('application/problem+json');
    expect(third.json()).toMatchObject({ code: 'COLLECTION_LIMIT', detail: expect.stringContaining('2') });

    await addWanted(t.app, auth);
    const wanted = await t.app.inject({
      method: 'POST',
      url: '/api/collection/wanted',
      headers: auth,
      payload: { kind: 'detail', number: '1' },
    });
    expect(wanted.statusCode).toBe(409);
    expect(wanted.json().code).toBe('WANTED_LIMIT');

    const other = await signIn(t.database);
    await addRecord(t.app, other.auth, gunInput());
  });
});

import { describe, expect, it } from 'vitest';
import { buildDetail, buildProduct, buildType } from './catalogue-factories';
import { signIn, unique } from './factories';
import { useTestApp } from './harness';
import { getJson, qs } from './http';

/** Matching numbers (ADR 063): the product page's number check, the `numbersMatch` filter and the type flag. */
describe('matching numbers', () => {
  const t = useTestApp();
  const product = async (id: number) => (await getJson(t.app, `/api/archive/products/${id}`)).body;
  const numbered = () => buildType(t.database, { carriesNumber: true });

  /** A product of `number` whose details of a numbered type carry `numbers`. */
  async function gun(number: string | null, numbers: (string | null)[]) {
    const type = await numbered();
    const row = await buildProduct(t.database, { name: `Пулемёт ${unique()}`, number });
    const details = [];
    for (const n of numbers) details.push(await buildDetail(t.database, { typeId: type.id, productId: row.id, number: n }));
    return { row, type, details };
  }

  it('compares each numbered detail with the product, forgiving case, spaces, hyphens and Latin look-alikes', async () => {
    const { row, type, details } = await gun('АЕ 3310', ['ae-3310', 'АЕ 3311', null, '  ']);
    // A detail of a type that does not carry the number is left out, whatever its number.
    await buildDetail(t.database, { productId: row.id, number: '999' });
    const { numberCheck } = await product(row.id);
    expect(numberCheck.details).toEqual(
      details.map((d, i) => ({
        id: d.id,
        name: d.name,
        number: d.number,
        numberPlace: null,
        type: { id: type.id, name: type.name, nameEn: null },
        status: ['match', 'mismatch', 'missing', 'missing'][i],
      })),
    );
    expect(numberCheck.counts).toEqual({ match: 1, mismatch: 1, missing: 2 });
    expect(numberCheck.allMatch).toBe(false);
  });

  it('says all match only when every numbered detail matches', async () => {
    const { row } = await gun('ПС 785', ['пс785', 'PC-785']);
    // Latin P folds to Cyrillic р, not п: «PC-785» is another number.
    const check = (await product(row.id)).numberCheck;
    expect(check.details.map((d: { status: string }) => d.status)).toEqual(['match', 'mismatch']);
    const { row: all } = await gun('АЕ 2415', ['AE 2415', 'ае2415', 'АЕ-2415']);
    expect((await product(all.id)).numberCheck).toMatchObject({ counts: { match: 3, mismatch: 0, missing: 0 }, allMatch: true });
  });

  it('gives no status when the product has no number, and an empty check without numbered details', async () => {
    const { row } = await gun(null, ['123', null]);
    expect((await product(row.id)).numberCheck).toMatchObject({
      details: [{ status: null }, { status: 'missing' }],
      counts: { match: 0, mismatch: 0, missing: 1 },
      allMatch: false,
    });
    const plain = await buildProduct(t.database, { number: '555' });
    await buildDetail(t.database, { productId: plain.id, number: '555' });
    expect((await product(plain.id)).numberCheck).toEqual({ details: [], counts: { match: 0, mismatch: 0, missing: 0 }, allMatch: false });
  });

  it('filters products whose numbers all match on the product list, the product search and search/all', async () => {
    const tag = `Сверка${unique()}`;
    const type = await numbered();
    const make = async (number: string, numbers: (string | null)[]) => {
      const row = await buildProduct(t.database, { name: `${tag} ${number}`, number });
      for (const n of numbers) await buildDetail(t.database, { typeId: type.id, productId: row.id, number: n, name: `${tag} деталь` });
      return row.id;
    };
    const matching = await make('100', ['100', '1 00']);
    await make('200', ['200', '201']);
    await make('300', ['300', null]);
    await make('400', []);
    const ids = async (path: string, params: Record<string, string>) =>
      (await getJson(t.app, `/api/archive/${path}?${qs({ q: tag, ...params })}`)).body.content.map((c: { id: number }) => c.id);
    expect(await ids('products', { numbersMatch: 'true' })).toEqual([matching]);
    expect(await ids('products/search', { numbersMatch: 'true' })).toEqual([matching]);
    expect(await ids('products/search', { numbersMatch: 'false' })).toHaveLength(4);
    expect(await ids('products', {})).toHaveLength(4);
    // A product-only filter: no detail matches it.
    const all = await getJson(t.app, `/api/archive/search/all?${qs({ q: tag, numbersMatch: 'true' })}`);
    expect(all.body.content.map((c: { id: number; kind: string }) => [c.kind, c.id])).toEqual([['product', matching]]);
    expect(all.body.counts).toEqual({ products: 1, details: 0 });
    const exported = await t.app.inject({ url: `/api/archive/export?${qs({ q: tag, numbersMatch: 'true', format: 'jsonl' })}` });
    expect(
      exported.body
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).id),
    ).toEqual([matching]);
  });

  it('keeps the stored flag when numbers, links and the type flag change', async () => {
    const { auth } = await signIn(t.database, 'ADMIN', t.clock.now());
    const { row, type, details } = await gun('777', ['777', '778']);
    const first = details[0];
    const second = details[1];
    if (!first || !second) throw new Error('two details expected');
    const allMatch = async () => (await product(row.id)).numberCheck.allMatch;
    expect(await allMatch()).toBe(false);
    // The detail's number corrected through the API.
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/archive/details/${second.id}`,
      headers: auth,
      payload: { name: second.name, number: '7 7 7', type: { id: type.id }, product: { id: row.id } },
    });
    expect(edit.statusCode).toBe(200);
    expect(await allMatch()).toBe(true);
    // The product renumbered: nothing matches; back again: all match.
    const put = (number: string) =>
      t.app.inject({ method: 'PUT', url: `/api/archive/products/${row.id}`, headers: auth, payload: { name: row.name, number } });
    expect((await put('780')).statusCode).toBe(200);
    expect(await allMatch()).toBe(false);
    await put('777');
    expect(await allMatch()).toBe(true);
    // The type no longer carries the number: nothing left to check.
    const unmark = await t.app.inject({
      method: 'PUT',
      url: `/api/archive/detail-types/${type.id}`,
      headers: auth,
      payload: { name: type.name, belongsTo: type.belongsTo, carriesNumber: false },
    });
    expect(unmark.statusCode).toBe(200);
    expect(await allMatch()).toBe(false);
    expect((await product(row.id)).numberCheck.details).toEqual([]);
    await t.app.inject({
      method: 'PUT',
      url: `/api/archive/detail-types/${type.id}`,
      headers: auth,
      payload: { name: type.name, belongsTo: type.belongsTo, carriesNumber: true },
    });
    expect(await allMatch()).toBe(true);
    // A mismatched detail moved in, then deleted.
    const stray = await buildDetail(t.database, { typeId: type.id, number: '900' });
    await t.app.inject({
      method: 'PUT',
      url: `/api/archive/details/${stray.id}`,
      headers: auth,
      payload: { name: stray.name, number: '900', type: { id: type.id }, product: { id: row.id } },
    });
    expect(await allMatch()).toBe(false);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/archive/details/${stray.id}`, headers: auth })).statusCode).toBe(204);
    expect(await allMatch()).toBe(true);
  });

  it('lets only admins mark a type: 401 without a session, 403 for users and moderators', async () => {
    const admin = await signIn(t.database, 'ADMIN', t.clock.now());
    const type = await buildType(t.database);
    const body = { name: type.name, belongsTo: type.belongsTo, carriesNumber: true };
    const put = (headers: Record<string, string>, payload: object = body) =>
      t.app.inject({ method: 'PUT', url: `/api/archive/detail-types/${type.id}`, headers, payload });
    expect((await put({})).statusCode).toBe(401);
    for (const role of ['USER', 'MODERATOR'] as const) {
      const { auth } = await signIn(t.database, role, t.clock.now());
      const refused = await put(auth);
      expect(refused.statusCode, role).toBe(403);
      expect(refused.headers['content-type']).toContain('application/problem+json');
    }
    const listed = async () =>
      (await getJson(t.app, '/api/archive/detail-types')).body.find((x: { id: number }) => x.id === type.id).carriesNumber;
    expect(await listed()).toBe(false);
    const marked = await put(admin.auth);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ id: type.id, carriesNumber: true });
    expect(await listed()).toBe(true);
    // A PUT without the flag (the spec's shape) keeps it.
    expect((await put(admin.auth, { name: `${type.name} (новое)`, belongsTo: type.belongsTo })).json().carriesNumber).toBe(true);
    const bad = await put(admin.auth, { ...body, carriesNumber: 'да' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(JSON.stringify(bad.json())).toContain('Несёт номер изделия');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/archive/detail-types',
      headers: admin.auth,
      payload: { name: `Затвор ${unique()}`, belongsTo: 'максим', carriesNumber: true },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().carriesNumber).toBe(true);
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/archive/detail-types',
      headers: admin.auth,
      payload: { name: `Затвор ${unique()}`, belongsTo: 'максим' },
    });
    expect(plain.json().carriesNumber).toBe(false);
  });

  it('answers a bad numbersMatch with 400 problem+json in Russian, or English as asked, on every endpoint that takes it', async () => {
    for (const path of ['products', 'products/search', 'search/all', 'export']) {
      for (const value of ['maybe', 'TRUE', '1', '']) {
        const response = await t.app.inject({ url: `/api/archive/${path}?numbersMatch=${value}` });
        expect(response.statusCode, `${path} ${value}`).toBe(400);
        expect(response.headers['content-type']).toContain('application/problem+json');
        expect(response.json().detail ?? JSON.stringify(response.json())).toContain('numbersMatch: true или false');
      }
      const twice = await t.app.inject({ url: `/api/archive/${path}?numbersMatch=true&numbersMatch=true` });
      expect(twice.statusCode, `${path} twice`).toBe(400);
      const english = await t.app.inject({ url: `/api/archive/${path}?numbersMatch=maybe`, headers: { 'accept-language': 'en' } });
      expect(english.statusCode, `${path} in English`).toBe(400);
      expect(english.json().detail ?? JSON.stringify(english.json())).toContain('numbersMatch: true or false');
    }
  });
});

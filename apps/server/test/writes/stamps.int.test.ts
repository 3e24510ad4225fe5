import { describe, expect, it } from 'vitest';
import { buildDetail, buildManufacturer, buildPhoto, buildProduct, buildStamp } from '../catalogue-factories';
import { signIn, unique } from '../factories';
import { useTestApp } from '../harness';

/** Stamps as evidence (issue 33, ADR 061): the list, a stamp's page, its bearing items, writes and proposals. */
describe('stamps', () => {
  const t = useTestApp();
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, auth: Record<string, string> = {}, payload?: object) =>
    t.app.inject({ method, url: `/api/archive${url}`, headers: auth, ...(payload ? { payload } : {}) });

  it('lets a moderator add a stamp with its kind, sanitised meaning, maker, years and ordered photos; the list and its page show them', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const maker = await buildManufacturer(t.database);
    const first = await buildPhoto(t.database, { published: true });
    const second = await buildPhoto(t.database, { published: true });
    const name = `Клеймо ТОЗ ${unique()}`;
    const created = await send('POST', '/stamps', moderator.auth, {
      name,
      kind: 'FACTORY',
      description: '<p>Знак <b>завода</b><script>alert(1)</script><img src=x onerror=alert(1)></p>',
      manufacturer: { id: maker.id },
      yearFrom: 1910,
      yearTo: '1917',
      photos: [{ id: second.id }, { id: first.id }],
    });
    expect(created.statusCode).toBe(201);
    const stamp = created.json();
    expect(stamp).toMatchObject({
      name,
      kind: 'FACTORY',
      manufacturer: { id: maker.id, name: maker.name },
      yearFrom: 1910,
      yearTo: 1917,
      bearing: { products: 0, details: 0 },
      seenYears: [],
      seenMakers: [],
    });
    expect(stamp.description).toContain('<b>завода</b>');
    expect(stamp.description).not.toMatch(/script|onerror/);
    expect(stamp.images.map((i: { source: string; photo: { id: number } }) => [i.source, i.photo.id])).toEqual([
      ['photo', second.id],
      ['photo', first.id],
    ]);

    const list = await send('GET', '/stamps');
    expect(list.statusCode).toBe(200);
    expect(Array.isArray(list.json())).toBe(true);
    const listed = list.json().find((s: { id: number }) => s.id === stamp.id);
    expect(listed).toMatchObject({ kind: 'FACTORY', yearFrom: 1910, image: { id: second.id }, description: 'Знак завода' });

    expect((await send('GET', `/stamps/${stamp.id}`)).json()).toMatchObject({ id: stamp.id, description: stamp.description });
  });

  it('shows the years and makers the stamp was seen with and its bearing products and details, paged', async () => {
    const stamp = await buildStamp(t.database);
    const tula = await buildManufacturer(t.database);
    const product = await buildProduct(t.database, { year: 1915, manufacturerId: tula.id });
    const onGun = await buildDetail(t.database, { productId: product.id, year: 1915, manufacturerId: tula.id, stampIds: [stamp.id] });
    const loose = await buildDetail(t.database, { year: 1916, stampIds: [stamp.id] });
    await buildDetail(t.database, { year: 1990 });

    const page = (await send('GET', `/stamps/${stamp.id}`)).json();
    expect(page.bearing).toEqual({ products: 1, details: 2 });
    expect(page.seenYears).toEqual([
      { year: 1915, items: 2 },
      { year: 1916, items: 1 },
    ]);
    expect(page.seenMakers).toEqual([{ id: tula.id, name: tula.name, nameEn: null, items: 2 }]);
    expect((await send('GET', '/stamps')).json().find((s: { id: number }) => s.id === stamp.id).bearing).toEqual({
      products: 1,
      details: 2,
    });

    const first = (await send('GET', `/stamps/${stamp.id}/items?page=0&size=2`)).json();
    expect(first.totalElements).toBe(3);
    expect(first.content.map((c: { kind: string; id: number }) => [c.kind, c.id])).toEqual([
      ['product', product.id],
      ['detail', onGun.id],
    ]);
    const second = (await send('GET', `/stamps/${stamp.id}/items?page=1&size=2`)).json();
    expect(second.content.map((c: { kind: string; id: number }) => [c.kind, c.id])).toEqual([['detail', loose.id]]);
    expect((await send('GET', '/stamps/999999/items')).statusCode).toBe(404);
  });

  it('refuses bad input with a 400 problem in Russian, never a 5xx', async () => {
    const { auth } = await signIn(t.database, 'MODERATOR', t.clock.now());
    const other = await signIn(t.database, 'USER', t.clock.now());
    const hidden = await buildPhoto(t.database, { published: false, uploadedBy: other.user.id });
    const cases: [object, RegExp][] = [
      [{ name: `К ${unique()}`, kind: 'STAR' }, /вид клейма/i],
      [{ name: `К ${unique()}`, yearFrom: 1920, yearTo: 1910 }, /год «по» раньше года «с»/i],
      [{ name: `К ${unique()}`, yearFrom: 1500 }, /год: от 1800/i],
      [{ name: `К ${unique()}`, manufacturer: { id: 999999 } }, /Производитель не найдено: 999999/],
      [{ name: `К ${unique()}`, photos: [{ id: 999999 }] }, /Фотография не найдено: 999999/],
      [{ name: 'x'.repeat(301) }, /название: не длиннее 300/i],
      [{ name: `К ${unique()}`, description: 'x'.repeat(200_001) }, /не длиннее 100000/i],
      [{ name: '  ' }, /название обязательно/i],
    ];
    for (const [body, detail] of cases) {
      const res = await send('POST', '/stamps', auth, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.headers['content-type']).toMatch(/problem\+json/);
      expect(res.json().detail).toMatch(detail);
    }
    // A moderator may use any photo; a plain user's proposal only published ones or their own.
    const user = await signIn(t.database, 'USER', t.clock.now());
    const proposal = await send('POST', '/change-requests', user.auth, {
      action: 'CREATE',
      entityType: 'STAMP',
      payload: { name: `К ${unique()}`, photos: [{ id: hidden.id }] },
    });
    expect(proposal.statusCode).toBe(400);
    expect(proposal.json().code).toBe('UNKNOWN_REFERENCE');
    expect((await send('GET', '/stamps/abc')).statusCode).toBe(400);
    expect((await send('GET', '/stamps/999999')).json()).toMatchObject({ status: 404, detail: 'Клеймо не найдено' });
    expect((await send('PUT', '/stamps/999999', auth, { name: 'x' })).statusCode).toBe(404);
  });

  it('refuses to delete a stamp that items bear (409 IN_USE), deletes a free one, and keeps every write in its history', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const photo = await buildPhoto(t.database, { published: true });
    const stamp = (await send('POST', '/stamps', moderator.auth, { name: `Приёмка ${unique()}`, kind: 'ACCEPTANCE' })).json();
    const edited = await send('PUT', `/stamps/${stamp.id}`, moderator.auth, {
      name: stamp.name,
      kind: 'INSPECTOR',
      description: '<p>Контролёр</p>',
      photos: [{ id: photo.id }],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ kind: 'INSPECTOR', images: [{ photo: { id: photo.id } }] });

    const detail = await buildDetail(t.database, { stampIds: [stamp.id] });
    const refused = await send('DELETE', `/stamps/${stamp.id}`, moderator.auth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'IN_USE',
      detail: 'Клеймо нельзя удалить: оно указано у деталей',
      counts: { details: 1 },
    });

    const history = (await send('GET', `/stamps/${stamp.id}/history/page`)).json();
    expect(history.content.map((r: { action: string }) => r.action)).toEqual(['UPDATE', 'CREATE']);
    expect(history.content[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'kind', before: 'ACCEPTANCE', after: 'INSPECTOR' },
        { field: 'photoIds', before: [], after: [photo.id] },
      ]),
    );

    const free = await buildStamp(t.database);
    expect((await send('DELETE', `/stamps/${free.id}`, moderator.auth)).statusCode).toBe(204);
    expect((await send('GET', `/stamps/${free.id}`)).statusCode).toBe(404);
    expect(detail.id).toBeGreaterThan(0);
  });

  it('refuses to delete a maker that a stamp names', async () => {
    const admin = await signIn(t.database, 'ADMIN', t.clock.now());
    const maker = await buildManufacturer(t.database);
    await buildStamp(t.database, { manufacturerId: maker.id });
    const res = await send('DELETE', `/manufacturers/${maker.id}`, admin.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'IN_USE', counts: { stamps: 1 } });
  });

  it('lets a plain user propose a new stamp and a change, which wait for a moderator who applies them; a delete is not proposed', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    expect((await send('POST', '/stamps', user.auth, { name: 'x' })).statusCode).toBe(403);
    expect((await send('POST', '/stamps', {}, { name: 'x' })).statusCode).toBe(401);

    const name = `Год ${unique()}`;
    const proposed = await send('POST', '/change-requests', user.auth, {
      action: 'CREATE',
      entityType: 'STAMP',
      payload: { name, kind: 'YEAR', description: '<p>1916<script>x</script></p>', yearFrom: 1916, yearTo: 1916 },
    });
    expect(proposed.statusCode).toBe(201);
    expect(proposed.json()).toMatchObject({ status: 'PENDING', entityType: 'STAMP', action: 'CREATE' });
    expect(JSON.parse(proposed.json().payloadJson).description).toBe('<p>1916</p>');
    expect((await send('GET', '/stamps')).json().some((s: { name: string }) => s.name === name)).toBe(false);

    const approved = await send('POST', `/change-requests/${proposed.json().id}/approve`, moderator.auth);
    expect(approved.statusCode).toBe(200);
    const stampId = approved.json().entityId as number;
    expect((await send('GET', `/stamps/${stampId}`)).json()).toMatchObject({ name, kind: 'YEAR', yearFrom: 1916 });

    const change = await send('POST', '/change-requests', user.auth, {
      action: 'UPDATE',
      entityType: 'STAMP',
      entityId: stampId,
      payload: { name, kind: 'YEAR', description: '<p>Год выпуска 1916</p>', yearFrom: 1916, yearTo: 1917 },
    });
    expect(change.json()).toMatchObject({ status: 'PENDING', action: 'UPDATE', entityId: stampId });
    expect((await send('GET', `/stamps/${stampId}`)).json().yearTo).toBe(1916);
    await send('POST', `/change-requests/${change.json().id}/approve`, moderator.auth);
    expect((await send('GET', `/stamps/${stampId}`)).json()).toMatchObject({ yearTo: 1917, description: '<p>Год выпуска 1916</p>' });

    const history = (await send('GET', `/stamps/${stampId}/history/page`)).json();
    expect(history.content.map((r: { action: string; changeRequestId: number }) => [r.action, r.changeRequestId])).toEqual([
      ['UPDATE', change.json().id],
      ['CREATE', proposed.json().id],
    ]);

    const removal = await send('POST', '/change-requests', user.auth, { action: 'DELETE', entityType: 'STAMP', entityId: stampId });
    expect(removal.statusCode).toBe(400);
    expect(removal.json().detail).toMatch(/Клеймо удаляют модераторы/);
    const bad = await send('POST', '/change-requests', user.auth, {
      action: 'UPDATE',
      entityType: 'STAMP',
      entityId: stampId,
      payload: { name, yearFrom: 1917, yearTo: 1916 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/год «по» раньше года «с»/i);
  });

  it('answers the same refusals in English when the caller asks for it (Accept-Language)', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const english = { ...moderator.auth, 'accept-language': 'en-GB,en;q=0.9' };
    const cases: [object, RegExp][] = [
      [{ name: `К ${unique()}`, kind: 'STAR' }, /kind of stamp: one of FACTORY/i],
      [{ name: `К ${unique()}`, yearFrom: 1920, yearTo: 1910 }, /the year "until" is before the year "from"/i],
      [{ name: 'x'.repeat(301) }, /name: at most 300 characters/i],
      [{ name: '  ' }, /a name is required/i],
    ];
    for (const [body, detail] of cases) {
      const res = await send('POST', '/stamps', english, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().detail).toMatch(detail);
    }
    expect((await send('GET', '/stamps/999999', english)).json()).toMatchObject({ status: 404, detail: 'Stamp not found' });
    const stamp = await buildStamp(t.database);
    await buildDetail(t.database, { stampIds: [stamp.id] });
    expect((await send('DELETE', `/stamps/${stamp.id}`, english)).json()).toMatchObject({
      code: 'IN_USE',
      detail: 'The stamp cannot be deleted: it is named on parts',
    });
    const user = await signIn(t.database, 'USER', t.clock.now());
    const removal = await send(
      'POST',
      '/change-requests',
      { ...user.auth, 'accept-language': 'en' },
      {
        action: 'DELETE',
        entityType: 'STAMP',
        entityId: stamp.id,
      },
    );
    expect(removal.json().detail).toMatch(/^Stamps are deleted by moderators/);
  });

  it('lists stamps in the sitemap', async () => {
    const stamp = await buildStamp(t.database);
    const index = await t.app.inject({ url: '/sitemap.xml' });
    expect(index.body).toContain('/sitemaps/stamps-1.xml');
    expect((await t.app.inject({ url: '/sitemaps/stamps-1.xml' })).body).toContain(`/stamps/${stamp.id}</loc>`);
  });
});

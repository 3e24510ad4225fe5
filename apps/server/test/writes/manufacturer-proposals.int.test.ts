import { describe, expect, it } from 'vitest';
import { buildManufacturer } from '../catalogue-factories';
import { signIn, unique } from '../factories';
import { useTestApp } from '../harness';

/** A plain user's new manufacturer is a change request, like every other contribution of theirs (ADR 041). */
describe('manufacturer proposals', () => {
  const t = useTestApp();
  const base = '/api/archive/change-requests';
  const propose = (auth: Record<string, string>, payload: object, extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: base,
      headers: auth,
      payload: { action: 'CREATE', entityType: 'MANUFACTURER', payload, ...extra },
    });
  const approve = (auth: Record<string, string>, id: number) =>
    t.app.inject({ method: 'POST', url: `${base}/${id}/approve`, headers: auth });
  const listedNames = async () =>
    ((await t.app.inject({ url: '/api/archive/manufacturers' })).json() as { name: string }[]).map((maker) => maker.name);

  it('a plain user’s manufacturer waits for a moderator; approved, it is published with its history pointing at the request', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const name = `Ковровский завод ${unique()}`;

    // The direct write is for moderators now.
    const direct = await t.app.inject({ method: 'POST', url: '/api/archive/manufacturers', headers: user.auth, payload: { name } });
    expect(direct.statusCode).toBe(403);

    const proposed = await propose(user.auth, { name, description: '<p onclick="x()">Пулемётный</p>', url: '' });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const request = proposed.json();
    expect(request).toMatchObject({ status: 'PENDING', entityType: 'MANUFACTURER', action: 'CREATE', entityId: null });
    expect(JSON.parse(request.payloadJson)).toMatchObject({ name, description: '<p>Пулемётный</p>', url: null });
    expect(await listedNames()).not.toContain(name);
    const mine = (await t.app.inject({ url: `${base}/mine`, headers: user.auth })).json();
    expect(mine.content).toEqual([expect.objectContaining({ id: request.id, status: 'PENDING', entityType: 'MANUFACTURER' })]);
    const queue = (await t.app.inject({ url: base, headers: moderator.auth })).json();
    expect(queue.content.map((r: { id: number }) => r.id)).toContain(request.id);

    const approved = await approve(moderator.auth, request.id);
    expect(approved.statusCode).toBe(200);
    const makerId = approved.json().entityId;
    expect(approved.json()).toMatchObject({ status: 'APPROVED', entityId: expect.any(Number) });
    const maker = (await t.app.inject({ url: `/api/archive/manufacturers/${makerId}` })).json();
    expect(maker).toMatchObject({ name, description: '<p>Пулемётный</p>', url: null });
    expect(await listedNames()).toContain(name);
    const [revision] = (await t.app.inject({ url: `/api/archive/manufacturers/${makerId}/history` })).json();
    expect(revision).toMatchObject({ action: 'CREATE', changeRequestId: request.id, user: { username: moderator.user.username } });
  });

  it('a moderator’s and an admin’s manufacturer is added at once, by a request or directly', async () => {
    for (const role of ['MODERATOR', 'ADMIN'] as const) {
      const who = await signIn(t.database, role, t.clock.now());
      const byRequest = await propose(who.auth, { name: `Завод по заявке ${unique()}` });
      expect(byRequest.statusCode).toBe(201);
      expect(byRequest.json()).toMatchObject({ status: 'APPROVED', entityId: expect.any(Number) });
      const [revision] = (await t.app.inject({ url: `/api/archive/manufacturers/${byRequest.json().entityId}/history` })).json();
      expect(revision).toMatchObject({ action: 'CREATE', changeRequestId: byRequest.json().id });
      const name = `Завод напрямую ${unique()}`;
      const direct = await t.app.inject({ method: 'POST', url: '/api/archive/manufacturers', headers: who.auth, payload: { name } });
      expect(direct.statusCode).toBe(201);
      expect(await listedNames()).toContain(name);
    }
  });

  it('a site that is no web address is refused by the field’s name, with no JSON pointer and no word of a proposal, in either language', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const name = `Завод без сайта ${unique()}`;
    const russian = await propose(moderator.auth, { name, url: 'kovrov.example' });
    expect(russian.statusCode).toBe(400);
    expect(russian.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      detail: 'Ссылка должна быть адресом сайта: http:// или https://.',
      errors: [{ path: '/payload/url', message: 'Ссылка должна быть адресом сайта: http:// или https://' }],
    });
    const english = await propose({ ...moderator.auth, 'accept-language': 'en' }, { name, url: 'kovrov.example' });
    expect(english.json().detail).toBe('The link must be a web address: http:// or https://.');
    const nameless = await propose({ ...moderator.auth, 'accept-language': 'en' }, { name: ' ' });
    expect(nameless.json().detail).toMatch(/^Name/);
    for (const answer of [russian, english, nameless]) expect(answer.json().detail).not.toMatch(/\/payload|[Зз]аявк|proposal/);
    expect(await listedNames()).not.toContain(name);
  });

  it('a taken name is refused on submit with 409; of two waiting proposals of one name the second cannot be approved', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const taken = await buildManufacturer(t.database, { name: `Занятое имя ${unique()}` });
    const duplicate = await propose(user.auth, { name: taken.name });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'CONFLICT', detail: 'Такая запись уже есть' });
    expect((await t.app.inject({ url: `${base}/mine`, headers: user.auth })).json().content).toEqual([]);

    const name = `Спорное имя ${unique()}`;
    const first = (await propose(user.auth, { name })).json();
    const second = (await propose(user.auth, { name })).json();
    expect((await approve(moderator.auth, first.id)).statusCode).toBe(200);
    const refused = await approve(moderator.auth, second.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('Такая запись уже есть');
    const mine = (await t.app.inject({ url: `${base}/mine`, headers: user.auth })).json();
    expect(mine.content.find((r: { id: number }) => r.id === second.id)).toMatchObject({ status: 'PENDING' });
    expect((await listedNames()).filter((listed) => listed === name)).toHaveLength(1);
  });

  it('refuses a nameless manufacturer, an entityId on a new one, and a change or deletion of a manufacturer', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const maker = await buildManufacturer(t.database);
    const nameless = await propose(user.auth, { name: ' ' });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().errors).toEqual([expect.objectContaining({ path: '/payload/name' })]);
    expect((await propose(user.auth, { name: `Завод ${unique()}` }, { entityId: maker.id })).statusCode).toBe(400);
    for (const action of ['UPDATE', 'DELETE']) {
      const refused = await propose(user.auth, { name: 'Другое имя' }, { action, entityId: maker.id });
      expect(refused.statusCode, action).toBe(400);
      expect(refused.json().detail, action).toMatch(/Производителей меняют администраторы/);
    }
    expect((await t.app.inject({ url: `${base}/mine`, headers: user.auth })).json().content).toEqual([]);
  });
});

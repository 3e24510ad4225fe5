import type { ChangeRequestDto, ImportDecisionDto } from '@museum/contract';
import { describe, expect, it } from 'vitest';
import { buildManufacturer, buildType } from './catalogue-factories';
import { signIn, unique } from './factories';
import { type TestApp, useTestApp } from './harness';
import { csv, importer } from './import-helpers';

/** A plain user's import of `lines` (after the header), submitted: its id and the proposals' ids by line. */
async function proposeImport(t: TestApp, lines: string[], header = 'Вид,Название,Тип,Производитель') {
  const api = importer(t);
  const user = await signIn(t.database, 'USER', t.clock.now());
  const preview = (await api.preview(user.auth, csv([header, ...lines]))).json();
  expect(preview.invalid).toBe(0);
  const submitted = await api.submit(user.auth, preview.id);
  expect(submitted.statusCode).toBe(201);
  const proposed: { line: number; changeRequestId: number }[] = submitted.json().proposed;
  return { id: preview.id as string, user, requestIds: proposed.map((row) => row.changeRequestId) };
}

/** The moderation queue's requests of one status, as a moderator sees them. */
async function queue(t: TestApp, auth: Record<string, string>, status = 'ALL'): Promise<ChangeRequestDto[]> {
  return (await t.app.inject({ url: `/api/archive/change-requests?status=${status}&size=100`, headers: auth })).json().content;
}

const found = async (t: TestApp, text: string): Promise<number> =>
  (await t.app.inject({ url: `/api/archive/search/all?q=${encodeURIComponent(text)}` })).json().totalElements;

/** The moderation queue's batch view of an import (ADR 065): its requests approved or rejected together. */
describe('import decisions', () => {
  const t = useTestApp();
  const api = importer(t);

  it('tags each imported request with its import and line in the queue; others carry none', async () => {
    const type = await buildType(t.database);
    const name = `Партия ${unique()}`;
    const { id, requestIds } = await proposeImport(t, [`изделие,${name},,`, `деталь,${name},${type.name},`]);
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    await t.app.inject({
      method: 'POST',
      url: '/api/archive/change-requests',
      headers: (await signIn(t.database, 'USER', t.clock.now())).auth,
      payload: { action: 'CREATE', entityType: 'PRODUCT', payload: { name: `Одиночка ${unique()}` } },
    });
    const pending = await queue(t, moderator.auth, 'PENDING');
    const tagged = pending.filter((request) => request.fromImport?.id === id);
    expect(tagged.map((request) => [request.id, request.fromImport?.line])).toEqual([
      [requestIds[1], 3],
      [requestIds[0], 2],
    ]);
    // Each carries its import's size, whatever page of the queue shows it: two records, both waiting.
    expect(tagged.map((request) => [request.fromImport?.records, request.fromImport?.pending])).toEqual([
      [2, 2],
      [2, 2],
    ]);
    expect(pending.find((request) => !requestIds.includes(request.id))?.fromImport).toBeNull();

    // One of them decided alone: the waiting one, the only one the pending queue lists, still counts both.
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/archive/change-requests/${requestIds[0]}/approve`,
      headers: moderator.auth,
    });
    expect(approved.statusCode).toBe(200);
    const left = (await queue(t, moderator.auth, 'PENDING')).filter((request) => request.fromImport?.id === id);
    expect(left.map((request) => [request.id, request.fromImport])).toEqual([
      [requestIds[1], { id, line: 3, records: 2, pending: 1, newNames: null }],
    ]);
  });

  it('lets moderators and admins only decide an import', async () => {
    const { id, user } = await proposeImport(t, [`изделие,Роль ${unique()},,`]);
    expect((await api.approve({}, id)).statusCode).toBe(401);
    expect((await api.approve(user.auth, id)).statusCode).toBe(403);
    expect((await api.reject(user.auth, id, 'нет')).statusCode).toBe(403);
    const admin = await signIn(t.database, 'ADMIN', t.clock.now());
    expect((await api.approve(admin.auth, id)).statusCode).toBe(200);
  });

  it('approves every pending request of an import, each creating its record, once', async () => {
    const type = await buildType(t.database);
    const maker = await buildManufacturer(t.database);
    const name = `Одобрено ${unique()}`;
    const { id, requestIds } = await proposeImport(t, [`изделие,${name},,${maker.name}`, `деталь,${name},${type.name},`]);
    expect(await found(t, name)).toBe(0);
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());

    const res = await api.approve(moderator.auth, id);
    expect(res.statusCode).toBe(200);
    const decision: ImportDecisionDto = res.json();
    expect(decision).toMatchObject({ id, status: 'APPROVED' });
    expect(decision.requests.map((row) => [row.changeRequestId, row.line])).toEqual([
      [requestIds[0], 2],
      [requestIds[1], 3],
    ]);
    const [product, detail] = decision.requests.map((row) => row.entityId);
    expect((await t.app.inject({ url: `/api/archive/products/${product}` })).json()).toMatchObject({
      name,
      manufacturer: { id: maker.id },
    });
    expect((await t.app.inject({ url: `/api/archive/details/${detail}` })).json()).toMatchObject({ name, type: { id: type.id } });
    expect(await found(t, name)).toBe(2);

    // Each request reads as a single approval does: approved by the moderator, pointing at its record.
    const decided = (await queue(t, moderator.auth)).filter((request) => request.fromImport?.id === id);
    expect(decided.map((request) => [request.status, request.reviewedBy?.username, request.entityId])).toEqual([
      ['APPROVED', moderator.user.username, detail],
      ['APPROVED', moderator.user.username, product],
    ]);
    // The history of the created record points back at its request.
    const history: { action: string; changeRequestId: number | null }[] = (
      await t.app.inject({ url: `/api/archive/products/${product}/history`, headers: moderator.auth })
    ).json();
    expect(history.map((revision) => revision.changeRequestId)).toEqual([requestIds[0]]);

    // Asked again (issue 50, point 6): the same decision, nothing decided or created twice; the other decision is 409.
    const again = await api.approve(moderator.auth, id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(decision);
    expect(await found(t, name)).toBe(2);
    const refused = await api.reject(moderator.auth, id, 'Поздно');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'NOT_PENDING' });
  });

  it('answers a double click on «Одобрить все» or «Отклонить все» once, with one decision', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const name = `Двойной ${unique()}`;
    const approved = await proposeImport(t, [`изделие,${name},,`]);
    const twice = await Promise.all([api.approve(moderator.auth, approved.id), api.approve(moderator.auth, approved.id)]);
    expect(twice.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(twice[1]?.json()).toEqual(twice[0]?.json());
    expect(await found(t, name)).toBe(1);

    const rejected = await proposeImport(t, [`изделие,${name} нет,,`]);
    const both = await Promise.all([api.reject(moderator.auth, rejected.id, 'Повтор'), api.reject(moderator.auth, rejected.id, 'Повтор')]);
    expect(both.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(both[1]?.json()).toEqual(both[0]?.json());
  });

  it('decides only the requests still pending: one rejected alone stays rejected', async () => {
    const [first, second] = [`Остаток ${unique()}`, `Остаток ${unique()}`];
    const { id, requestIds } = await proposeImport(t, [`изделие,${first},,`, `изделие,${second},,`]);
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const single = await t.app.inject({
      method: 'POST',
      url: `/api/archive/change-requests/${requestIds[0]}/reject?reason=${encodeURIComponent('Повтор')}`,
      headers: moderator.auth,
    });
    expect(single.statusCode).toBe(200);
    const res = await api.approve(moderator.auth, id);
    expect(res.json().requests.map((row: { changeRequestId: number }) => row.changeRequestId)).toEqual([requestIds[1]]);
    expect(await found(t, first)).toBe(0);
    expect(await found(t, second)).toBe(1);
  });

  it('rejects every pending request of an import with one reason, and writes no record', async () => {
    const name = `Отклонено ${unique()}`;
    const { id, user } = await proposeImport(t, [`изделие,${name} первый,,`, `изделие,${name} второй,,`]);
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const noReason = await api.reject(moderator.auth, id);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().detail).toContain('причину отклонения');

    const res = await api.reject(moderator.auth, id, 'Нет фотографий');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'REJECTED',
      requests: [
        { line: 2, entityId: null },
        { line: 3, entityId: null },
      ],
    });
    const mine: ChangeRequestDto[] = (await t.app.inject({ url: '/api/archive/change-requests/mine', headers: user.auth })).json().content;
    expect(mine.map((request) => [request.status, request.reason])).toEqual([
      ['REJECTED', 'Нет фотографий'],
      ['REJECTED', 'Нет фотографий'],
    ]);
    expect(await found(t, name)).toBe(0);
    expect((await api.approve(moderator.auth, id)).statusCode).toBe(409);
    expect((await api.reject(moderator.auth, id, 'Нет фотографий')).json()).toEqual(res.json());
  });

  it('undoes the whole batch when one request fails, and leaves every request pending', async () => {
    const maker = await buildManufacturer(t.database);
    const name = `Откат партии ${unique()}`;
    const { id, requestIds } = await proposeImport(t, [`изделие,${name},,`, `изделие,${name},,${maker.name}`]);
    const admin = await signIn(t.database, 'ADMIN', t.clock.now());
    // The maker is gone before the approval: the second request fails, so the first is not written either.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/archive/manufacturers/${maker.id}`, headers: admin.auth })).statusCode).toBe(
      204,
    );
    const res = await api.approve(admin.auth, id);
    expect(res.statusCode).toBe(400);
    expect(await found(t, name)).toBe(0);
    const still = (await queue(t, admin.auth, 'PENDING')).filter((request) => requestIds.includes(request.id));
    expect(still).toHaveLength(2);
  });

  it('answers 404 for an import that proposed nothing (a moderator’s own, or none at all)', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const preview = (await api.preview(moderator.auth, csv(['Вид,Название', `изделие,Прямо ${unique()}`]))).json();
    expect((await api.submit(moderator.auth, preview.id)).statusCode).toBe(201);
    const res = await api.approve(moderator.auth, preview.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'IMPORT_NOT_FOUND' });
    expect((await api.reject(moderator.auth, '00000000-0000-4000-8000-000000000000', 'нет')).statusCode).toBe(404);
    expect((await api.approve(moderator.auth, 'не-uuid')).statusCode).toBe(400);
  });
});

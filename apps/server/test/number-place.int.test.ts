import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { buildProduct, buildType } from './catalogue-factories';
import { signIn } from './factories';
import { useTestApp } from './harness';
import { getJson } from './http';

/** Where a part's number is struck (issue 49, point 4): one described field, written, checked, shown and exported. */
describe('the number’s place on a part', () => {
  const t = useTestApp();
  const send = (method: 'POST' | 'PUT', url: string, auth: Record<string, string>, payload: object) =>
    t.app.inject({ method, url: `/api/archive${url}`, headers: auth, payload });

  it('is written as one trimmed line, kept in the number check beside the part’s number, and exported', async () => {
    const { auth } = await signIn(t.database, 'MODERATOR', t.clock.now());
    const receiver = await buildType(t.database, { name: 'Короб с местом номера', carriesNumber: true });
    const gun = await buildProduct(t.database, { number: '21105' });
    const created = await send('POST', '/details', auth, {
      type: { id: receiver.id },
      product: { id: gun.id },
      number: '№ 21105',
      numberPlace: '  на крышке короба ',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ number: '№ 21105', numberPlace: 'на крышке короба' });

    const page = await getJson(t.app, `/api/archive/products/${gun.id}`);
    expect(page.body.numberCheck.details).toEqual([
      expect.objectContaining({ id: created.json().id, number: '№ 21105', numberPlace: 'на крышке короба', status: 'match' }),
    ]);

    const json = await t.app.inject({ url: `/api/archive/export?format=jsonl&type=${receiver.id}` });
    expect(JSON.parse(json.body.trim())).toMatchObject({ id: created.json().id, numberPlace: 'на крышке короба' });
    const csv = await t.app.inject({ url: `/api/archive/export?format=csv&type=${receiver.id}` });
    const [head, row] = parse(csv.body, { bom: true }) as string[][];
    expect(row?.[(head ?? []).indexOf('Где выбит номер')]).toBe('на крышке короба');
  });

  it('refuses a place longer than a line of 200 characters with a problem naming the field', async () => {
    const { auth } = await signIn(t.database, 'MODERATOR', t.clock.now());
    const type = await buildType(t.database);
    const long = await send('POST', '/details', auth, { type: { id: type.id }, numberPlace: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.headers['content-type']).toContain('application/problem+json');
    expect(long.json().detail).toContain('Где выбит номер');
  });
});

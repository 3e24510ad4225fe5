import { describe, expect, it } from 'vitest';
import { buildManufacturer, buildType } from './catalogue-factories';
import { addRecord, gunInput, partInput } from './collection-factories';
import { signIn } from './factories';
import { useTestApp } from './harness';

/** The owner's list filtered as the catalogue's lists are: year, maker, part type, condition (issue 54 point 1). */
describe('the private collection’s filters', () => {
  const t = useTestApp({ collectionLimits: { items: 100, wanted: 100, photoBytes: 2 ** 20 } });

  it('filters by year, maker, part type and condition, together with the kind and words', async () => {
    const { auth } = await signIn(t.database);
    const tula = await buildManufacturer(t.database);
    const izhevsk = await buildManufacturer(t.database);
    const lock = await buildType(t.database, { belongsTo: 'максим' });
    const shield = await buildType(t.database, { belongsTo: 'максим' });
    const gun = await addRecord(t.app, auth, gunInput({ year: 1916, manufacturer: { id: tula.id }, condition: 'хорошее' }));
    const lockPart = await addRecord(
      t.app,
      auth,
      partInput(lock.id, { year: 1916, manufacturer: { id: izhevsk.id }, condition: 'раскопочное' }),
    );
    const shieldPart = await addRecord(
      t.app,
      auth,
      partInput(shield.id, { year: 1938, manufacturer: { id: tula.id }, condition: 'хорошее' }),
    );
    const ids = async (query: string) => {
      const res = await t.app.inject({ url: `/api/collection/items?sort=id,asc&${query}`, headers: auth });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { content: { id: number }[] }).content.map((row) => row.id);
    };
    expect(await ids('year=1916')).toEqual([gun.id, lockPart.id]);
    expect(await ids(`manufacturer=${tula.id}`)).toEqual([gun.id, shieldPart.id]);
    expect(await ids(`type=${lock.id}`)).toEqual([lockPart.id]);
    expect(await ids(`condition=${encodeURIComponent('хорошее')}`)).toEqual([gun.id, shieldPart.id]);
    expect(await ids(`condition=${encodeURIComponent('хорошее')}&kind=detail&manufacturer=${tula.id}`)).toEqual([shieldPart.id]);
    expect(await ids(`year=1938&manufacturer=${izhevsk.id}`)).toEqual([]);
  });

  it('refuses a filter value it does not know with a 400 that names the field', async () => {
    const { auth } = await signIn(t.database);
    const res = await t.app.inject({ url: '/api/collection/items?condition=blue', headers: auth });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toContain('Состояние');
    expect((await t.app.inject({ url: '/api/collection/items?manufacturer=abc', headers: auth })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/collection/items?year=10000', headers: auth })).statusCode).toBe(400);
  });
});

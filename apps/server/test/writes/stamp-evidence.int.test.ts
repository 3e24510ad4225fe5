import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { photoRegions } from '../../src/db/schema';
import { buildDetail, buildManufacturer, buildPhoto, buildProduct, buildStamp } from '../catalogue-factories';
import { signIn } from '../factories';
import { useTestApp } from '../harness';

type Listed = { id: number; seen: { from: number | null; to: number | null; items: number }; conflict: boolean };

/** A stamp's evidence checked against its stated years, and the visual key's filters (issue 51, points 3 and 4). */
describe('stamp evidence and the visual key', () => {
  const t = useTestApp();
  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/archive${url}` });
  const ids = async (query: string) => ((await get(`/stamps?${query}`)).json() as Listed[]).map((stamp) => stamp.id);

  it('carries the years of the dated items bearing a stamp and flags those outside its stated years', async () => {
    const star = await buildStamp(t.database, { name: 'Звезда со стрелой (Тула)', yearFrom: 1928, yearTo: 1945 });
    const gun = await buildProduct(t.database, { year: 1921 });
    await buildDetail(t.database, { productId: gun.id, year: 1921, stampIds: [star.id] });
    await buildDetail(t.database, { productId: gun.id, year: null, stampIds: [star.id] });
    await buildDetail(t.database, { year: 1930, stampIds: [star.id] });
    const agreeing = await buildStamp(t.database, { yearFrom: 1910, yearTo: null });
    await buildDetail(t.database, { year: 1915, stampIds: [agreeing.id] });
    const unseen = await buildStamp(t.database, { yearFrom: 1910, yearTo: 1920 });

    const page = (await get(`/stamps/${star.id}`)).json();
    // The gun once and its two dated details: the undated detail says nothing of years.
    expect(page).toMatchObject({ seen: { from: 1921, to: 1930, items: 3 }, conflict: true });
    const listed = new Map(((await get('/stamps')).json() as Listed[]).map((stamp) => [stamp.id, stamp]));
    expect(listed.get(star.id)).toMatchObject({ seen: { from: 1921, to: 1930, items: 3 }, conflict: true });
    // An open end contradicts nothing; a stamp on no dated item has nothing seen.
    expect(listed.get(agreeing.id)).toMatchObject({ seen: { from: 1915, to: 1915, items: 1 }, conflict: false });
    expect(listed.get(unseen.id)).toMatchObject({ seen: { from: null, to: null, items: 0 }, conflict: false });
    // The moderators' list of conflicts.
    const conflicts = await ids('conflict=true');
    expect(conflicts).toContain(star.id);
    expect(conflicts).not.toContain(agreeing.id);
  });

  it('filters the list by kind, maker, years and the part a stamp is struck on', async () => {
    const maker = await buildManufacturer(t.database);
    const factory = await buildStamp(t.database, { kind: 'FACTORY', manufacturerId: maker.id, yearFrom: 1910, yearTo: 1917 });
    const acceptance = await buildStamp(t.database, { kind: 'ACCEPTANCE', yearFrom: null, yearTo: null });
    const lock = await buildDetail(t.database, { year: 1931, stampIds: [acceptance.id] });
    const undated = await buildStamp(t.database, { kind: 'ACCEPTANCE' });

    expect(await ids('kind=FACTORY')).toContain(factory.id);
    expect(await ids('kind=FACTORY')).not.toContain(acceptance.id);
    expect(await ids(`maker=${maker.id}`)).toEqual([factory.id]);
    expect(await ids(`part=${lock.typeId}`)).toEqual([acceptance.id]);
    // Years meet the stated ones, or else those seen on dated items; a stamp of unknown years is left out.
    const twenties = await ids('yearFrom=1920&yearTo=1935');
    expect(twenties).toContain(acceptance.id);
    expect(twenties).not.toContain(factory.id);
    expect(twenties).not.toContain(undated.id);
    expect(await ids('yearTo=1912&kind=FACTORY')).toContain(factory.id);
    expect(await ids('yearFrom=1918&kind=FACTORY')).not.toContain(factory.id);
  });

  it('sets crops of a stamp from several photos side by side in the list, one per photo, made ones only', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const stamp = await buildStamp(t.database);
    const [first, second, third] = [await buildPhoto(t.database), await buildPhoto(t.database), await buildPhoto(t.database)];
    const mark = async (photoId: number, x: number) => {
      const answer = await t.app.inject({
        method: 'POST',
        url: `/api/archive/photos/${photoId}/regions`,
        headers: moderator.auth,
        payload: { x, y: 10, width: 20, height: 20, target: { kind: 'stamp', id: stamp.id } },
      });
      return answer.json().id as number;
    };
    const ids = [await mark(first.id, 10), await mark(first.id, 40), await mark(second.id, 10), await mark(third.id, 10)];
    // The crops of all but the third photo's region are made (the derivation's part, not this test's).
    for (const id of ids.slice(0, 3)) {
      await t.database.db
        .update(photoRegions)
        .set({ cropState: 'READY', cropName: `crop-test-${id}` })
        .where(eq(photoRegions.id, id));
    }
    const listed = ((await get('/stamps')).json() as (Listed & { crops: { id: number; photoId: number; crop: { url: string } }[] })[]).find(
      (s) => s.id === stamp.id,
    );
    expect(listed?.crops.map((crop) => [crop.id, crop.photoId])).toEqual([
      [ids[0], first.id],
      [ids[2], second.id],
    ]);
    expect(listed?.crops[0]?.crop.url).toContain(`crop-test-${ids[0]}`);
  });

  it('refuses a malformed filter with a 400 problem', async () => {
    for (const query of ['kind=SEAL', 'maker=abc', 'yearFrom=19.5', 'part=0', 'conflict=yes']) {
      const answer = await get(`/stamps?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.headers['content-type']).toContain('application/problem+json');
    }
  });
});

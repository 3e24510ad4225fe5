import type { ChangeRequestDto, ImportDecisionDto, ImportPreviewDto, ImportResultDto } from '@museum/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { detailTypes, manufacturers } from '../src/db/schema';
import { buildType } from './catalogue-factories';
import { signIn, unique } from './factories';
import { type TestApp, useTestApp } from './harness';
import { csv, importer } from './import-helpers';

const detailOf = async (t: TestApp, id: number) => (await t.app.inject({ url: `/api/archive/details/${id}` })).json();

/** A file naming a new maker, part type, subtype and stamp (twice, in another case), and a new subtype of a known type. */
async function fileNaming(t: TestApp) {
  const known = await buildType(t.database);
  const [maker, type, subtype, stamp] = [`Завод ${unique()}`, `Тип ${unique()}`, `Подтип ${unique()}`, `Клеймо ${unique()}`];
  const file = csv([
    'Вид,Название,Производитель,Тип,Подтип,Клейма',
    `деталь,Первая,${maker},${type},${subtype},${stamp}`,
    `деталь,Вторая,${maker.toUpperCase()},${type},${subtype},${stamp}; ${stamp} `,
    `деталь,Третья,,${known.name},${subtype},`,
  ]);
  return { file, known, maker, type, subtype, stamp };
}

/** The three parts the file made, and the entries they name: each made once, named as the file names it, in Russian only. */
async function expectMadeOnce(t: TestApp, ids: number[], names: Omit<Awaited<ReturnType<typeof fileNaming>>, 'file'>) {
  const [first, second, third] = await Promise.all(ids.map((id) => detailOf(t, id)));
  expect(first).toMatchObject({
    manufacturer: { name: names.maker, nameEn: null },
    type: { name: names.type, nameEn: null },
    subtype: { name: names.subtype, nameEn: null },
  });
  expect(first.stamps.map((s: { name: string }) => s.name)).toEqual([names.stamp]);
  expect(second.manufacturer.id).toBe(first.manufacturer.id);
  expect(second.type.id).toBe(first.type.id);
  expect(second.subtype.id).toBe(first.subtype.id);
  expect(second.stamps.map((s: { id: number }) => s.id)).toEqual([first.stamps[0].id]);
  // A subtype of the same name under another type is that type's own.
  expect(third).toMatchObject({ type: { id: names.known.id }, subtype: { name: names.subtype } });
  expect(third.subtype.id).not.toBe(first.subtype.id);
}

/**
 * Issue 50, point 2: the makers, part types, subtypes and stamps a file names come with a
 * moderator's import, and are proposed with a plain user's.
 */
describe('reference names a file brings', () => {
  const t = useTestApp();
  const api = importer(t);

  it('are made once each by a moderator’s import', async () => {
    const { file, ...names } = await fileNaming(t);
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const preview: ImportPreviewDto = (await api.preview(moderator.auth, file)).json();
    expect(preview).toMatchObject({ valid: 3, invalid: 0 });
    const res = await api.submit(moderator.auth, preview.id);
    expect(res.statusCode, res.body).toBe(201);
    await expectMadeOnce(
      t,
      (res.json() as ImportResultDto).created.map(({ id }) => id),
      names,
    );
  });

  it('are proposed with a plain user’s rows, shown to the moderators, and made once each when the batch is approved', async () => {
    const { file, ...names } = await fileNaming(t);
    const user = await signIn(t.database, 'USER', t.clock.now());
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const propose = async () => {
      const preview: ImportPreviewDto = (await api.preview(user.auth, file)).json();
      expect(preview).toMatchObject({ valid: 3, invalid: 0 });
      const res = await api.submit(user.auth, preview.id);
      expect(res.statusCode, res.body).toBe(201);
      return preview.id;
    };

    // Rejected, the batch makes nothing.
    const rejected = await propose();
    const queue = (await t.app.inject({ url: '/api/archive/change-requests?status=PENDING&size=100', headers: moderator.auth })).json();
    const mine = queue.content
      .filter((request: ChangeRequestDto) => request.fromImport?.id === rejected)
      .sort((a: ChangeRequestDto, b: ChangeRequestDto) => (a.fromImport?.line ?? 0) - (b.fromImport?.line ?? 0));
    expect(mine.map((request: ChangeRequestDto) => request.fromImport?.newNames)).toEqual([
      { manufacturer: names.maker, type: names.type, subtype: names.subtype, stamps: [names.stamp] },
      { manufacturer: names.maker.toUpperCase(), type: names.type, subtype: names.subtype, stamps: [names.stamp] },
      { subtype: names.subtype },
    ]);
    expect((await api.reject(moderator.auth, rejected, 'Нет')).statusCode).toBe(200);
    expect(await t.database.db.select().from(manufacturers).where(eq(manufacturers.name, names.maker))).toEqual([]);
    expect(await t.database.db.select().from(detailTypes).where(eq(detailTypes.name, names.type))).toEqual([]);

    const approved = await propose();
    const res = await api.approve(moderator.auth, approved);
    expect(res.statusCode, res.body).toBe(200);
    const decision: ImportDecisionDto = res.json();
    await expectMadeOnce(
      t,
      decision.requests.map(({ entityId }) => entityId ?? 0),
      names,
    );
    // Each request keeps the payload applied, naming the entries made.
    const done = (await t.app.inject({ url: '/api/archive/change-requests?status=APPROVED&size=100', headers: moderator.auth })).json();
    const first = done.content.find((request: ChangeRequestDto) => request.id === decision.requests[0]?.changeRequestId);
    expect(JSON.parse(first.payloadJson)).toMatchObject({ type: { id: expect.any(Number) }, manufacturer: { id: expect.any(Number) } });
  });

  it('are English names too when the file writes them under the English headers, unless they are in Cyrillic', async () => {
    const [maker, type, subtype, stamp] = [`Works ${unique()}`, `Type ${unique()}`, `Subtype ${unique()}`, `Stamp ${unique()}`];
    const russianMaker = `Завод ${unique()}`;
    const file = csv([
      'Kind,Name,Maker,Type,Subtype,Stamps',
      `part,First,${maker},${type},${subtype},${stamp}`,
      `item,Second,${russianMaker},,,`,
    ]);
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const preview: ImportPreviewDto = (await api.preview(moderator.auth, file, 'import.csv', undefined, 'en')).json();
    expect(preview).toMatchObject({ valid: 2, invalid: 0 });
    const res = await api.submit(moderator.auth, preview.id);
    expect(res.statusCode, res.body).toBe(201);
    const [part, gun] = (res.json() as ImportResultDto).created;
    const made = await detailOf(t, part?.id ?? 0);
    // Every entry needs a name: the file's, in English, until someone writes the Russian one on the entry's page.
    expect(made).toMatchObject({
      manufacturer: { name: maker, nameEn: maker },
      type: { name: type, nameEn: type },
      subtype: { name: subtype, nameEn: subtype },
    });
    expect(made.stamps.map(({ name, nameEn }: { name: string; nameEn: string | null }) => ({ name, nameEn }))).toEqual([
      { name: stamp, nameEn: stamp },
    ]);
    // The English export writes an entry's Russian name when it has no English one: read back, it is the Russian name.
    const product = (await t.app.inject({ url: `/api/archive/products/${gun?.id ?? 0}` })).json();
    expect(product.manufacturer).toMatchObject({ name: russianMaker, nameEn: null });
  });
});

import type { ImportPreviewDto, ImportResultDto } from '@museum/contract';
import { describe, expect, it } from 'vitest';
import { buildType } from './catalogue-factories';
import { signIn, unique } from './factories';
import { type TestApp, useTestApp } from './harness';
import { csv, importer } from './import-helpers';

const detailOf = async (t: TestApp, id: number) => (await t.app.inject({ url: `/api/archive/details/${id}` })).json();

/** Issue 50, point 2: the makers, part types, subtypes and stamps a file names come with a moderator's import. */
describe('reference names a file brings', () => {
  const t = useTestApp();
  const api = importer(t);

  it('are made once each by a moderator’s import, and refused in a plain user’s preview', async () => {
    const known = await buildType(t.database);
    const [maker, type, subtype, stamp] = [`Завод ${unique()}`, `Тип ${unique()}`, `Подтип ${unique()}`, `Клеймо ${unique()}`];
    const file = csv([
      'Вид,Название,Производитель,Тип,Подтип,Клейма',
      `деталь,Первая,${maker},${type},${subtype},${stamp}`,
      `деталь,Вторая,${maker.toUpperCase()},${type},${subtype},${stamp}; ${stamp} `,
      `деталь,Третья,,${known.name},${subtype},`,
    ]);
    const user = await signIn(t.database, 'USER', t.clock.now());
    const refused: ImportPreviewDto = (await api.preview(user.auth, file)).json();
    expect(refused.rows.map((row) => row.problems.map((problem) => problem.code))).toEqual([
      ['unknownManufacturer', 'unknownType', 'unknownStamp'],
      ['unknownManufacturer', 'unknownType', 'unknownStamp', 'unknownStamp'],
      ['unknownSubtype'],
    ]);

    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const preview: ImportPreviewDto = (await api.preview(moderator.auth, file)).json();
    expect(preview).toMatchObject({ valid: 3, invalid: 0 });
    const res = await api.submit(moderator.auth, preview.id);
    expect(res.statusCode, res.body).toBe(201);
    const [first, second, third] = await Promise.all((res.json() as ImportResultDto).created.map(({ id }) => detailOf(t, id)));
    expect(first).toMatchObject({ manufacturer: { name: maker }, type: { name: type }, subtype: { name: subtype } });
    expect(first.stamps.map((s: { name: string }) => s.name)).toEqual([stamp]);
    expect(second.manufacturer.id).toBe(first.manufacturer.id);
    expect(second.type.id).toBe(first.type.id);
    expect(second.subtype.id).toBe(first.subtype.id);
    expect(second.stamps.map((s: { id: number }) => s.id)).toEqual([first.stamps[0].id]);
    // A subtype of the same name under another type is that type's own.
    expect(third).toMatchObject({ type: { id: known.id }, subtype: { name: subtype } });
    expect(third.subtype.id).not.toBe(first.subtype.id);
  });
});

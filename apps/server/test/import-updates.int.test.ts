import type { ImportPreviewDto, ImportResultDto } from '@museum/contract';
import { describe, expect, it } from 'vitest';
import { buildDetail, buildManufacturer, buildPhoto, buildProduct, buildType, linkPhotos } from './catalogue-factories';
import { signIn, unique } from './factories';
import { type TestApp, useTestApp } from './harness';
import { csv, importer } from './import-helpers';

const HEADER = 'Вид,Номер записи,Название,Номер,Год,Производитель,Тип,Описание';

/** A gun with a marked-up description and a photo, and a part of a numbered type: what a file's rows name. */
async function catalogue(t: TestApp) {
  const maker = await buildManufacturer(t.database);
  const type = await buildType(t.database);
  const gun = await buildProduct(t.database, {
    number: unique(),
    year: 1916,
    manufacturerId: maker.id,
    description: '<p>Ствол <strong>родной</strong></p>',
  });
  const photo = await buildPhoto(t.database);
  await linkPhotos(t.database, 'product', gun.id, [photo.id]);
  const other = await buildProduct(t.database, { number: unique(), year: 1930, manufacturerId: maker.id });
  const part = await buildDetail(t.database, { typeId: type.id, number: unique(), year: 1915 });
  await buildDetail(t.database, { typeId: (await buildType(t.database)).id, number: part.number });
  return { maker, type, gun, photo, other, part };
}

type Catalogue = Awaited<ReturnType<typeof catalogue>>;

/** The file: the gun by its record number with a new year, the other gun by its number as it is, the part by kind, number and type. */
const file = ({ maker, type, gun, other, part }: Catalogue) =>
  csv([
    HEADER,
    `изделие,${gun.id},${gun.name},${gun.number},1917 г.,${maker.name},,Ствол родной`,
    '',
    `изделие,,${other.name},${other.number},1930,${maker.name},,`,
    `деталь,,${part.name ?? ''},${part.number},1915,,${type.name},Найдена в 2020`,
  ]);

const productOf = async (t: TestApp, id: number) => (await t.app.inject({ url: `/api/archive/products/${id}` })).json();
const detailOf = async (t: TestApp, id: number) => (await t.app.inject({ url: `/api/archive/details/${id}` })).json();

/** Issue 50, point 5: a row naming a record is an update, previewed field by field. */
describe('import of rows that name records', () => {
  const t = useTestApp();
  const api = importer(t);

  it('previews each change, finds an identical row unchanged, and applies a moderator’s changes keeping what the file does not say', async () => {
    const data = await catalogue(t);
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const preview: ImportPreviewDto = (await api.preview(moderator.auth, file(data))).json();
    expect(preview.rows.map(({ line, action, recordId, changes, problems }) => ({ line, action, recordId, changes, problems }))).toEqual([
      {
        line: 2,
        action: 'update',
        recordId: data.gun.id,
        changes: [{ field: 'year', label: 'Год', before: '1916', after: '1917 г.' }],
        problems: [],
      },
      { line: 4, action: 'unchanged', recordId: data.other.id, changes: [], problems: [] },
      {
        line: 5,
        action: 'update',
        recordId: data.part.id,
        changes: [{ field: 'description', label: 'Описание', before: '', after: 'Найдена в 2020' }],
        problems: [],
      },
    ]);
    expect(preview).toMatchObject({ valid: 2, invalid: 0, unchanged: 1 });

    const res = await api.submit(moderator.auth, preview.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      created: [],
      updated: [
        { line: 2, entity: 'product', id: data.gun.id },
        { line: 5, entity: 'detail', id: data.part.id },
      ],
      proposed: [],
    } satisfies Partial<ImportResultDto>);
    const gun = await productOf(t, data.gun.id);
    expect(gun).toMatchObject({ year: 1917, description: '<p>Ствол <strong>родной</strong></p>' });
    expect(gun.photos.map((photo: { id: number }) => photo.id)).toEqual([data.photo.id]);
    expect(await detailOf(t, data.part.id)).toMatchObject({ year: 1915, description: expect.stringContaining('Найдена в 2020') });
    expect((await productOf(t, data.other.id)).updatedAt).toBe(new Date(data.other.updatedAt).toISOString());
  });

  it('makes a plain user’s update a change request for the record, applied when the batch is approved', async () => {
    const data = await catalogue(t);
    const user = await signIn(t.database, 'USER', t.clock.now());
    const preview: ImportPreviewDto = (await api.preview(user.auth, file(data))).json();
    const res = await api.submit(user.auth, preview.id);
    expect(res.statusCode, res.body).toBe(201);
    const result: ImportResultDto = res.json();
    expect(result.proposed.map(({ line, recordId }) => ({ line, recordId }))).toEqual([
      { line: 2, recordId: data.gun.id },
      { line: 5, recordId: data.part.id },
    ]);
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const queue = (await t.app.inject({ url: '/api/archive/change-requests?status=PENDING&size=100', headers: moderator.auth })).json();
    const request = queue.content.find((one: { id: number }) => one.id === result.proposed[0]?.changeRequestId);
    expect(request).toMatchObject({ action: 'UPDATE', entityType: 'PRODUCT', entityId: data.gun.id });
    expect((await productOf(t, data.gun.id)).year).toBe(1916);

    expect((await api.approve(moderator.auth, preview.id)).statusCode).toBe(200);
    expect(await productOf(t, data.gun.id)).toMatchObject({ year: 1917, description: '<p>Ствол <strong>родной</strong></p>' });
    expect((await productOf(t, data.gun.id)).photos).toHaveLength(1);
  });
});

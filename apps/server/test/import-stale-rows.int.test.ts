import type { ImportPreviewDto, ImportResultDto } from '@museum/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../src/db/schema';
import { buildManufacturer, buildProduct } from './catalogue-factories';
import { signIn, unique } from './factories';
import { type TestApp, useTestApp } from './harness';
import { csv, importer } from './import-helpers';

const HEADER = 'Вид,Номер записи,Название,Номер,Год,Производитель';

/** Two guns of one maker, each with a number and a year: what the files' rows name. */
async function guns(t: TestApp) {
  const maker = await buildManufacturer(t.database);
  const first = await buildProduct(t.database, { number: unique(), year: 1916, manufacturerId: maker.id });
  const second = await buildProduct(t.database, { number: unique(), year: 1930, manufacturerId: maker.id });
  return { maker, first, second };
}

const productOf = async (t: TestApp, id: number) => (await t.app.inject({ url: `/api/archive/products/${id}` })).json();

/** Issue 50, point 5's edges (ADR 079): a record changed after the preview, and two rows naming one record. */
describe('import rows that would overwrite a change unseen', () => {
  const t = useTestApp();
  const api = importer(t);

  it('refuse the whole submit with a 409 naming the rows whose records changed since the preview', async () => {
    const { maker, first, second } = await guns(t);
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const newName = `Новый ${unique()}`;
    const file = csv([
      HEADER,
      `изделие,${first.id},${first.name},${first.number},1917,${maker.name}`,
      `изделие,${second.id},${second.name},${second.number},1931,${maker.name}`,
      `изделие,,${newName},,1915,${maker.name}`,
    ]);
    const preview: ImportPreviewDto = (await api.preview(moderator.auth, file)).json();
    expect(preview).toMatchObject({ valid: 3, invalid: 0 });
    // Someone edits the first gun meanwhile (the clock stands still: the version is not a time).
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/archive/products/${first.id}`,
      headers: moderator.auth,
      payload: { name: first.name, number: first.number, year: 1918, manufacturer: { id: maker.id } },
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const refused = await api.submit(moderator.auth, preview.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json()).toMatchObject({
      code: 'IMPORT_RECORDS_CHANGED',
      lines: [2],
      detail: 'Запись строки 2 изменена после проверки файла: загрузите его снова',
    });
    const inEnglish = await api.submit(moderator.auth, preview.id, 'en');
    expect(inEnglish.statusCode).toBe(409);
    expect(inEnglish.json().detail).toBe('The record of line 2 was changed after the file was checked: upload it again');
    // No row of the batch was applied: the edit stands, the other gun and the new one are untouched.
    expect((await productOf(t, first.id)).year).toBe(1918);
    expect((await productOf(t, second.id)).year).toBe(1930);
    expect(await t.database.db.select().from(products).where(eq(products.name, newName))).toEqual([]);

    // A new preview reads the record as it is now, and its submit goes through.
    const again: ImportPreviewDto = (await api.preview(moderator.auth, file)).json();
    expect(again.rows[0]?.changes).toEqual([{ field: 'year', label: 'Год', before: '1918', after: '1917' }]);
    const res = await api.submit(moderator.auth, again.id);
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as ImportResultDto).updated.map(({ line }) => line)).toEqual([2, 3]);
  });

  it('refuse a plain user’s proposals too when a record was deleted since the preview', async () => {
    const { maker, first, second } = await guns(t);
    const user = await signIn(t.database, 'USER', t.clock.now());
    const file = csv([
      HEADER,
      `изделие,${first.id},${first.name},${first.number},1917,${maker.name}`,
      `изделие,${second.id},${second.name},${second.number},1931,${maker.name}`,
    ]);
    const preview: ImportPreviewDto = (await api.preview(user.auth, file)).json();
    expect(preview).toMatchObject({ valid: 2, invalid: 0 });
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const edit = (id: number, year: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/archive/products/${id}`,
        headers: moderator.auth,
        payload: { name: `Изделие ${unique()}`, year, manufacturer: { id: maker.id } },
      });
    expect((await edit(first.id, 1920)).statusCode).toBe(200);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/archive/products/${second.id}`, headers: moderator.auth });
    expect(removed.statusCode, removed.body).toBeLessThan(300);

    const refused = await api.submit(user.auth, preview.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'IMPORT_RECORDS_CHANGED',
      lines: [2, 3],
      detail: 'Записи строк 2, 3 изменены после проверки файла: загрузите его снова',
    });
    const queue = (await t.app.inject({ url: '/api/archive/change-requests?status=PENDING&size=100', headers: moderator.auth })).json();
    expect(queue.content.filter((request: { entityId: number | null }) => request.entityId === first.id)).toEqual([]);
  });

  it('mark a second row naming the same record as a problem, and submit only the first', async () => {
    const { maker, first } = await guns(t);
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const file = csv([
      HEADER,
      `изделие,${first.id},${first.name},${first.number},1917,${maker.name}`,
      '',
      `изделие,,${first.name},${first.number},1919,${maker.name}`,
    ]);
    const preview: ImportPreviewDto = (await api.preview(moderator.auth, file)).json();
    expect(preview).toMatchObject({ valid: 1, invalid: 1 });
    expect(preview.rows.map(({ line, action, recordId, problems }) => ({ line, action, recordId, problems }))).toEqual([
      { line: 2, action: 'update', recordId: first.id, problems: [] },
      {
        line: 4,
        action: 'update',
        recordId: first.id,
        problems: [{ code: 'sameRecordInFile', line: 2, text: 'Эту запись уже меняет строка 2 файла' }],
      },
    ]);
    const english: ImportPreviewDto = (await api.preview(moderator.auth, file, 'import.csv', undefined, 'en')).json();
    expect(english.rows[1]?.problems.map(({ text }) => text)).toEqual(['Line 2 of the file already changes this record']);

    const res = await api.submit(moderator.auth, preview.id);
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as ImportResultDto).updated.map(({ line }) => line)).toEqual([2]);
    expect((await productOf(t, first.id)).year).toBe(1917);
  });
});

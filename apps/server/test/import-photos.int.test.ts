import type { ImportPreviewDto, ImportResultDto, PhotoDto, ProductDto } from '@museum/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signIn } from './factories';
import { useTestApp } from './harness';
import { csv, importer } from './import-helpers';
import { foregroundDerivation } from './photo-services';
import { queryRows } from './query-rows';
import { testImage } from './upload-helpers';
import { zipOf } from './zip-bombs';

const ZIP = 'application/zip';

/**
 * A collector's ZIP (ADR 087): the table, two photos it names (one in a folder, one with the export's
 * «URL | licence | credit»), a third it names that is missing, and a file it does not name.
 */
async function collectorsZip(name: string) {
  const [first, second, stray] = [await testImage('jpeg'), await testImage('png'), await testImage('jpeg')];
  const table = csv([
    'Вид,Название,Год,Фотографии',
    `изделие,${name} 1,1915,"https://elsewhere.example/uploads/a%20photo.jpg | CC BY 4.0 | Иван Петров"`,
    `изделие,${name} 2,1916,"b.png\nc.jpg"`,
  ]);
  return zipOf([
    { name: 'collection/table.csv', content: table },
    { name: 'collection/photos/a photo.jpg', content: first },
    { name: 'b.png', content: second },
    { name: 'stray.jpg', content: stray },
    { name: '__MACOSX/._b.png', content: Buffer.from('resource fork') },
  ]);
}

/** Photos come along with an import when the ZIP holds them (issue 50, point 2; ADR 087). */
describe('imports: a ZIP of a table and its photos', () => {
  const t = useTestApp();
  const api = importer(t);

  const product = async (auth: Record<string, string>, id: number): Promise<ProductDto> =>
    (await t.app.inject({ url: `/api/archive/products/${id}`, headers: auth })).json();
  const photo = async (auth: Record<string, string>, id: number): Promise<PhotoDto> =>
    (await t.app.inject({ url: `/api/archive/photos/${id}`, headers: auth })).json();

  it('previews each row’s photos, the missing one and the unused file', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const res = await api.preview(user.auth, await collectorsZip('Пулемёт превью'), 'collection.zip', ZIP);
    expect(res.statusCode, res.body).toBe(201);
    const preview: ImportPreviewDto = res.json();
    expect(preview).toMatchObject({ valid: 2, invalid: 0, unusedFiles: ['stray.jpg'] });
    expect(preview.rows.map(({ line, photos, warnings, problems }) => ({ line, photos, warnings, problems }))).toEqual([
      { line: 2, photos: ['a photo.jpg'], warnings: [], problems: [] },
      {
        line: 3,
        photos: ['b.png'],
        warnings: [{ code: 'missingPhoto', value: 'c.jpg', text: 'Фотографии «c.jpg» нет в архиве: запись загрузится без неё' }],
        problems: [],
      },
    ]);
  });

  it('a moderator’s import publishes the photos with the new records, with their credit and licence, and they are derived', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const preview: ImportPreviewDto = (await api.preview(moderator.auth, await collectorsZip('Пулемёт модератора'), 'c.zip', ZIP)).json();
    const submitted = await api.submit(moderator.auth, preview.id);
    expect(submitted.statusCode, submitted.body).toBe(201);
    const { created }: ImportResultDto = submitted.json();
    const [one, two] = await Promise.all(created.map(({ id }) => product({}, id)));
    expect(one?.photos).toHaveLength(1);
    expect(two?.photos).toHaveLength(1);
    const shown = await photo({}, one?.photos[0]?.id ?? 0);
    expect(shown).toMatchObject({ published: true, credit: 'Иван Петров', licence: 'CC-BY-4.0', name: 'a photo.jpg' });
    expect(shown.image.sizes).toBeNull();

    await foregroundDerivation(t).runPending();
    const derived = await photo({}, two?.photos[0]?.id ?? 0);
    expect(derived.image.sizes).not.toBeNull();
    expect(derived.image.tiles).not.toBeNull();
  });

  it('keeps a preview’s photos unpublished until its records are written', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const preview: ImportPreviewDto = (await api.preview(moderator.auth, await collectorsZip('Пулемёт без отправки'), 'c.zip', ZIP)).json();
    expect(preview.valid).toBe(2);
    const listed = await queryRows<{ published: boolean }>(
      t.database.db,
      sql`select published from photos where original_name in ('a photo.jpg', 'b.png') order by id desc limit 2`,
    );
    expect(listed.map((row) => row.published)).toEqual([false, false]);
  });

  it('a plain user’s photos go with the proposals, and approving the batch publishes them', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const preview: ImportPreviewDto = (await api.preview(user.auth, await collectorsZip('Пулемёт участника'), 'c.zip', ZIP)).json();
    const { proposed }: ImportResultDto = (await api.submit(user.auth, preview.id)).json();
    expect(proposed).toHaveLength(2);

    const approved = await api.approve(moderator.auth, preview.id);
    expect(approved.statusCode, approved.body).toBe(200);
    const ids = (approved.json() as { requests: { entityId: number }[] }).requests.map(({ entityId }) => entityId);
    const records = await Promise.all(ids.map((id) => product({}, id)));
    expect(records.map((record) => record.photos.length)).toEqual([1, 1]);
    const shown = await photo({}, records[0]?.photos[0]?.id ?? 0);
    expect(shown).toMatchObject({ published: true, credit: 'Иван Петров' });
  });

  it('says a sheet alone brings no photos, and adds a ZIP’s photos to a record a row names', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const created: ImportResultDto = (
      await api.submit(
        moderator.auth,
        (await api.preview(moderator.auth, csv(['Вид,Название,Фотографии', 'изделие,Пулемёт с обновлением,x.jpg']))).json().id,
      )
    ).json();
    const [row] = (await api.preview(moderator.auth, csv(['Вид,Название,Фотографии', 'изделие,Другой,x.jpg']))).json().rows;
    expect(row.warnings).toMatchObject([{ code: 'photoNeedsZip', value: 'x.jpg' }]);

    const id = created.created[0]?.id ?? 0;
    const table = csv(['Вид,Номер записи,Название,Фотографии', `изделие,${id},Пулемёт с обновлением,x.jpg`]);
    const res = await api.preview(
      moderator.auth,
      zipOf([
        { name: 'table.csv', content: table },
        { name: 'x.jpg', content: await testImage('jpeg') },
      ]),
      'update.zip',
      ZIP,
    );
    const update: ImportPreviewDto = res.json();
    expect(update.rows[0]).toMatchObject({ action: 'update', recordId: id, changes: [{ field: 'photos', before: '0', after: '1' }] });
    expect((await api.submit(moderator.auth, update.id)).statusCode).toBe(201);
    expect((await product({}, id)).photos).toHaveLength(1);
  });

  it('warns of a named file that is no photo, and imports the row without it', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const zip = zipOf([
      { name: 'table.csv', content: csv(['Вид,Название,Фотографии', 'изделие,Пулемёт с текстом,notes.jpg']) },
      { name: 'notes.jpg', content: Buffer.from('not an image at all') },
    ]);
    const preview: ImportPreviewDto = (await api.preview(user.auth, zip, 'c.zip', ZIP, 'en')).json();
    expect(preview.valid).toBe(1);
    expect(preview.rows[0]?.warnings).toMatchObject([
      { code: 'notAPhoto', text: 'The file “notes.jpg” cannot be read as a photo: the record is imported without it' },
    ]);
  });
});

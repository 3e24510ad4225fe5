import { describe, expect, it } from 'vitest';
import { buildManufacturer, buildProduct, buildType } from './catalogue-factories';
import { signIn, unique } from './factories';
import { useTestApp } from './harness';
import { csv, importer } from './import-helpers';

/** The number rule in the import (ADR 078): a part carrying its own gun's number is a match, never a duplicate. */
describe('import of a gun with its numbered parts', () => {
  const t = useTestApp();
  const api = importer(t);

  it('takes a gun and its parts of one number in one file, and a part of a catalogue gun with its number', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const maker = await buildManufacturer(t.database);
    const receiver = await buildType(t.database, { carriesNumber: true });
    const number = unique();
    const older = await buildProduct(t.database, { number: unique(), manufacturerId: maker.id, name: 'Пулемёт в каталоге' });
    const file = csv([
      'Вид,Номер записи,Название,Номер,Производитель,Тип,Входит в',
      // A record number the catalogue does not have: the file's own, for its parts to name.
      `изделие,900007,Пулемёт,${number},${maker.name},,`,
      `деталь,,Короб,№ ${number},${maker.name},${receiver.name},Пулемёт (№900007)`,
      `деталь,,Крышка,N ${number},${maker.name},${receiver.name},Пулемёт (№900007)`,
      `деталь,,Короб,№ ${older.number},${maker.name},${receiver.name},Пулемёт в каталоге (№${older.id})`,
    ]);
    const preview = (await api.preview(moderator.auth, file)).json();
    expect(preview.rows.map((row: { problems: unknown[] }) => row.problems)).toEqual([[], [], [], []]);
    const res = await api.submit(moderator.auth, preview.id);
    expect(res.statusCode, res.body).toBe(201);
    const [gun] = res.json().created;
    const page = (await t.app.inject({ url: `/api/archive/products/${gun.id}` })).json();
    expect(page.numberCheck).toMatchObject({ counts: { match: 2, mismatch: 0, missing: 0 }, allMatch: true });
  });

  it('reads a gun the catalogue has by its number as that gun (issue 50, point 5) and refuses a second one in the file', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const maker = await buildManufacturer(t.database);
    const other = await buildManufacturer(t.database);
    const taken = await buildProduct(t.database, { number: `Д ${unique()}`, manufacturerId: maker.id });
    const file = csv([
      'Вид,Название,Номер,Производитель',
      `изделие,Пулемёт,№ ${taken.number},${maker.name}`,
      `изделие,Пулемёт,${taken.number},${other.name}`,
      `изделие,Пулемёт,${taken.number?.replace(' ', '-')},${other.name}`,
    ]);
    const preview = (await api.preview(moderator.auth, file)).json();
    expect(preview.rows.map((row: { action: string; recordId: number | null }) => [row.action, row.recordId])).toEqual([
      ['update', taken.id],
      ['create', null],
      ['create', null],
    ]);
    expect(preview.rows.map((row: { problems: { code: string; line?: number }[] }) => row.problems)).toEqual([
      [],
      [],
      [{ code: 'duplicateSerialInFile', value: taken.number?.replace(' ', '-'), line: 3, text: expect.any(String) }],
    ]);
  });

  it('refuses a gun whose number two catalogue guns carry, as neither can be told from the other', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const [maker, other] = [await buildManufacturer(t.database), await buildManufacturer(t.database)];
    const number = unique();
    await buildProduct(t.database, { number, manufacturerId: maker.id });
    await buildProduct(t.database, { number, manufacturerId: other.id });
    const preview = (await api.preview(moderator.auth, csv(['Вид,Название,Номер', `изделие,Пулемёт,${number}`]))).json();
    expect(preview.rows[0]).toMatchObject({ action: 'create', recordId: null, problems: [{ code: 'duplicateSerialInCatalogue' }] });
  });
});

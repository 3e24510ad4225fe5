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
      `изделие,7,Пулемёт,${number},${maker.name},,`,
      `деталь,,Короб,№ ${number},${maker.name},${receiver.name},Пулемёт (№7)`,
      `деталь,,Крышка,N ${number},${maker.name},${receiver.name},Пулемёт (№7)`,
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

  it('refuses a second gun of the maker with the number, in the file and against the catalogue', async () => {
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
    expect(preview.rows.map((row: { problems: { code: string; line?: number }[] }) => row.problems)).toEqual([
      [{ code: 'duplicateSerialInCatalogue', value: `№ ${taken.number}`, text: expect.any(String) }],
      [],
      [{ code: 'duplicateSerialInFile', value: taken.number?.replace(' ', '-'), line: 3, text: expect.any(String) }],
    ]);
  });
});

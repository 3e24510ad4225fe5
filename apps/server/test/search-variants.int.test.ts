import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { migrationsUpTo, migrationTags } from './migrations-up-to';
import { createEmptyTestDatabase, testDriver } from './test-database';

/**
 * Texts whose words meet both variant rules, one, or neither: fleeting vowels (замок, ремень, образец,
 * конец, латунь, щиток), surname endings (Соколов, Максимов, Орлов, Кольцов, Воробьёв, Лев), short
 * words either rule leaves alone (лев, сон, им), «ё», Latin letters, numbers and markings.
 */
const TEXTS = [
  'Станок Соколова образца 1910 года, замок и ремень; образец конца войны',
  'Пулемёт Максима обр. 1910 г. №12345, кожух, щиток, латунь и звезда',
  'Максимов, Максим, Орлов, Кольцов, Воробьёв, Лев, Зеев, Соколов: сон и огонь им',
  'Colt Vickers DWM 1915 АЕ 3310 ТОЗ-1916 «Арсенал» — реставрация 2004-й год',
  '<p>Запись 7: клейма, номер и год, как в книге учёта. Орёл, ёлка, ель, день, пень</p>',
];
const QUERIES = ['Соколов', 'замки', 'ремни', 'образцы', 'Максима', 'Кольцова', 'ель', 'орёл', 'АЕ3310', 'кожух щиток'];

/** Every variant-bearing function's answer, as text, on the texts and queries above. */
async function answers(database: Database) {
  const rows = await database.rawQuery(
    `select t, museum_item_vector(t, t, t, t, t, t, t)::text as vector,
            (select array_agg(museum_lexeme_variants(lexeme)::text order by lexeme) from unnest(to_tsvector('ru', t))) as variants
       from unnest($1::text[]) t`,
    [TEXTS],
  );
  const queries = await database.rawQuery('select q, museum_search_query(q)::text as query from unnest($1::text[]) q', [QUERIES]);
  return { rows, queries };
}

/**
 * Migration 0038 (ADR 094) finds the words' variants by two expressions over the joined words, where
 * they were found word by word: the same vectors and queries as before it, on each engine.
 */
describe(`the search variants found in one pass, on ${testDriver}`, () => {
  let database: Database;
  let before: Awaited<ReturnType<typeof answers>>;

  beforeAll(async () => {
    database = await createEmptyTestDatabase();
    await migrate(database, await migrationsUpTo(migrationTags.indexOf('0038_variants_in_one_pass')));
    before = await answers(database);
    await migrate(database);
  });
  afterAll(async () => database?.close());

  it('gives every vector, every word its variants and every query as the functions before it did', async () => {
    expect(await answers(database)).toEqual(before);
  });

  it('still adds both rules’ variants: a fleeting vowel and a surname’s ending', async () => {
    const [row] = (await database.rawQuery(`select museum_with_variants(to_tsvector('ru', 'Замок Соколова'))::text as v`)) as {
      v: string;
    }[];
    expect(row?.v).toBe("'замк' 'замок':1 'сокол' 'соколов':2");
  });
});

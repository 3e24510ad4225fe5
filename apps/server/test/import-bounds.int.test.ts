import { IMPORT_LIMITS } from '@museum/contract';
import { describe, expect, it } from 'vitest';
import { signIn } from './factories';
import { useTestApp } from './harness';
import { CSV, csv, importer, XLSX } from './import-helpers';
import { zipBombs } from './zip-bombs';

const tooBig = Math.ceil(IMPORT_LIMITS.maxUnpackedBytes / 1024 / 1024) + 1;

/** No spreadsheet can stall the server (issue 50, point 1; ADR 079). */
describe('imports: files that would stall the server', () => {
  const t = useTestApp();
  const api = importer(t);

  /** Issue 50's zip bombs, each with the refusal it gets. */
  const bombs = {
    'a long text run': [() => zipBombs.longText(tooBig), 'IMPORT_UNPACKED_TOO_LARGE'],
    'a long text run whose headers say it is small': [() => zipBombs.longText(tooBig, true), 'IMPORT_UNPACKED_TOO_LARGE'],
    'many cells': [() => zipBombs.manyCells(IMPORT_LIMITS.maxCells + 100), 'IMPORT_TOO_MANY_CELLS'],
    'many sheets': [() => zipBombs.manySheets(200, IMPORT_LIMITS.maxCells / 100), 'IMPORT_TOO_MANY_CELLS'],
  } as const;

  it.each(Object.keys(bombs) as (keyof typeof bombs)[])('refuses a zip bomb of %s with a 413 problem', async (kind) => {
    const [make, code] = bombs[kind];
    const user = await signIn(t.database, 'USER', t.clock.now());
    const res = await api.preview(user.auth, await make(), 'bomb.xlsx', XLSX);
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ code });
  });

  it('words the refusal in the caller’s language', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const english = await api.preview(user.auth, await bombs['a long text run'][0](), 'bomb.xlsx', XLSX, 'en');
    expect(english.json().detail).toBe('The table in the file takes more than 10 MB unpacked: split it into parts');
    const russian = await api.preview(user.auth, await bombs['many cells'][0](), 'bomb.xlsx', XLSX);
    expect(russian.json().detail).toBe(`В таблице больше ${IMPORT_LIMITS.maxCells} ячеек: разделите её на части`);
  });

  it('answers /api/health while bombs are being read', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const files = [
      await zipBombs.longText(tooBig, true),
      await zipBombs.manyCells(IMPORT_LIMITS.maxCells + 100),
      await zipBombs.longText(Math.floor(IMPORT_LIMITS.maxUnpackedBytes / 1024 / 1024) - 1),
    ];
    let settled = 0;
    const answers = files.map((bomb) =>
      api.preview(user.auth, bomb, 'bomb.xlsx', XLSX).finally(() => {
        settled++;
      }),
    );
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(settled).toBeLessThan(files.length);
    expect((await Promise.all(answers)).map((res) => res.statusCode)).toEqual([413, 413, 201]);
  });

  describe('a file that takes longer than the time limit', () => {
    const slow = useTestApp({ importReadTimeoutMs: 1 });

    it('ends its thread and answers 413', async () => {
      const user = await signIn(slow.database, 'USER', slow.clock.now());
      const res = await importer(slow).preview(user.auth, csv(['Вид,Название', 'изделие,Пулемёт']), 'import.csv', CSV);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({
        code: 'IMPORT_TOO_SLOW',
        detail: 'Файл не удалось прочитать за 1 с: разделите его на части или сохраните как CSV',
      });
    });
  });
});

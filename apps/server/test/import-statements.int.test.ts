import type { ImportPreviewDto, ImportResultDto } from '@museum/contract';
import { describe, expect, it } from 'vitest';
import { buildType } from './catalogue-factories';
import { signIn, unique } from './factories';
import { useTestApp } from './harness';
import { csv, importer } from './import-helpers';
import { createRecorder } from './statement-recorder';

/** «Номер записи» far above any id this file's records get: each names its row, never a record of the catalogue. */
const FIRST_RECORD = 9_000_000;

/**
 * A submit writes (or proposes) a file in batches (issue 50, point 7; ADR 065): its statements do
 * not grow with the file's rows, as a catalogue page's do not grow with the page (ADR 068).
 */
describe('statements per import submit', () => {
  const recorder = createRecorder();
  const t = useTestApp({}, { logger: recorder });
  const api = importer(t);

  /**
   * `guns` guns, each followed by a part inside it (by «Входит в»), the guns of a maker and the parts
   * with a stamp the catalogue lacks; `inside: false` leaves the parts loose (a plain user's file).
   */
  async function file(guns: number, inside = true) {
    const type = await buildType(t.database);
    const [maker, stamp] = [`Завод ${unique()}`, `Клеймо ${unique()}`];
    const lines = ['Вид,Номер записи,Название,Номер,Год,Производитель,Тип,Клейма,Входит в,Описание'];
    for (let i = 0; i < guns; i++) {
      const record = FIRST_RECORD + Number(unique().slice(-6)) * 100 + i;
      const name = `Пулемёт ${unique()}`;
      lines.push(`изделие,${record},${name},${unique()},1915,${maker},,,,<p>Гун ${i}</p>`);
      lines.push(`деталь,,,,1916,${maker},${type.name},${stamp},${inside ? `${name} (№${record})` : ''},Часть ${i}`);
    }
    return csv(lines);
  }

  async function statementsOfSubmit(role: 'USER' | 'MODERATOR', data: Buffer, rows: number) {
    const { auth } = await signIn(t.database, role, t.clock.now());
    const preview = (await api.preview(auth, data)).json<ImportPreviewDto>();
    expect(preview).toMatchObject({ valid: rows, invalid: 0 });
    let result: ImportResultDto | undefined;
    const statements = await recorder.during(async () => {
      const res = await api.submit(auth, preview.id);
      expect(res.statusCode, res.body).toBe(201);
      result = res.json<ImportResultDto>();
    });
    return { statements, result };
  }

  it('writes a moderator’s file of 10 or 60 rows, its parts inside its guns, in the same statements', async () => {
    const small = await statementsOfSubmit('MODERATOR', await file(5), 10);
    const large = await statementsOfSubmit('MODERATOR', await file(30), 60);
    expect(large.result?.created).toHaveLength(60);
    // Every part is inside the gun of the line before it.
    const created = large.result?.created ?? [];
    for (const [index, row] of created.entries()) {
      if (row.entity !== 'detail') continue;
      const part = (await t.app.inject({ url: `/api/archive/details/${row.id}` })).json();
      expect(part.product?.id).toBe(created[index - 1]?.id);
      expect(part.stamps).toHaveLength(1);
    }
    expect(large.statements.length).toBe(small.statements.length);
  });

  it('proposes a plain user’s file of 10 or 60 rows in the same statements', async () => {
    const small = await statementsOfSubmit('USER', await file(5, false), 10);
    const large = await statementsOfSubmit('USER', await file(30, false), 60);
    expect(large.result?.proposed).toHaveLength(60);
    expect(new Set(large.result?.proposed.map((row) => row.changeRequestId)).size).toBe(60);
    expect(large.statements.length).toBe(small.statements.length);
  });
});

import {
  agreesWithTable,
  CHECKED_TABLE,
  DATING_POINTS_MAX,
  DATING_REACH,
  DATING_SCOPES,
  DATING_SIDE_MAX,
  DATING_TABLE_PARAMS,
  type DatedItemDto,
  type DatingCheckItemDto,
  type DatingCheckPage,
  type DatingCheckQuery,
  type DatingContradictionPage,
  type DatingDto,
  type DatingPointsDto,
  type DatingPointsQuery,
  type DatingQuery,
  datingContradictions,
  estimateYear,
  lookupYear,
  type SerialTable,
  serialTables,
  tableSegments,
} from '@museum/contract';
import type { Actor } from '../../lib/actor';
import { pageAnswer } from '../catalogue/cards';
import { requireRole } from '../catalogue/write-context';
import type { DatedRow, DatingRepository } from './dating.repository';

const itemPath = (row: DatedRow) => `/${row.kind === 'product' ? 'products' : 'details'}/${row.id}`;

const toDated = (table: SerialTable, row: DatedRow): DatedItemDto => ({
  ...row,
  path: itemPath(row),
  agrees: agreesWithTable(table, row.serial, row.year),
});

/** The runs of numbers within reach of any of the serials (sorted), overlapping ones merged. */
function reachOf(serials: readonly number[]): { from: number; to: number }[] {
  const runs: { from: number; to: number }[] = [];
  for (const serial of [...serials].sort((a, b) => a - b)) {
    const [from, to] = [Math.max(0, serial - DATING_REACH), serial + DATING_REACH];
    const last = runs.at(-1);
    if (last && from <= last.to + 1) last.to = Math.max(last.to, to);
    else runs.push({ from, to });
  }
  return runs;
}

/** Dating a number from a table and from the catalogue's own examples (ADR 060). Open to everyone but the check list. */
export function createDatingService(repo: DatingRepository) {
  const checked = serialTables[CHECKED_TABLE];
  // The runs of numbers over which the checked table allows the same years: its answer as SQL conditions.
  const checkedSegments = tableSegments(checked);

  return {
    async date({ serial, table: id }: DatingQuery): Promise<DatingDto> {
      const table = serialTables[id];
      const scope = DATING_SCOPES[id];
      const [below, above] = await Promise.all([
        repo.nearest(scope, serial, 'below', DATING_SIDE_MAX),
        repo.nearest(scope, serial, 'above', DATING_SIDE_MAX),
      ]);
      const answer = lookupYear(table.ranges, serial);
      return {
        serial,
        table: DATING_TABLE_PARAMS[id],
        answer,
        below: below.map((row) => toDated(table, row)),
        above: above.map((row) => toDated(table, row)),
        estimate: estimateYear(serial, [...below, ...above], answer),
      };
    },

    async points({ table: id, from, to }: DatingPointsQuery): Promise<DatingPointsDto> {
      const table = serialTables[id];
      const { rows, truncated } = await repo.inRun(DATING_SCOPES[id], from, to, DATING_POINTS_MAX);
      return { points: rows.map((row) => toDated(table, row)), truncated, limit: DATING_POINTS_MAX };
    },

    /** «Проверить год»: the route lets only moderators and admins in (the endpoint's role). */
    async check({ page, size }: DatingCheckQuery): Promise<DatingCheckPage> {
      const { rows, total } = await repo.disagreeing(DATING_SCOPES[CHECKED_TABLE], checkedSegments, page, size);
      const content = rows.map(
        (row): DatingCheckItemDto => ({
          ...toDated(checked, row),
          // Every listed number has an answer: the checked table has ranges.
          answer: lookupYear(checked.ranges, row.serial) ?? { kind: 'exact', year: row.year },
        }),
      );
      return pageAnswer(content, total, page, size);
    },

    /**
     * «Примеры против таблицы» (ADR 078), for moderators and admins: the examples off the Maxim
     * table's exact year whose neighbours say so too. Only disagreeing examples can be one, so the
     * examples read are theirs and those within reach of them.
     */
    async contradictions(actor: Actor | null, { page, size }: DatingCheckQuery): Promise<DatingContradictionPage> {
      requireRole(actor, 'MODERATOR');
      const scope = DATING_SCOPES[CHECKED_TABLE];
      const candidates = await repo.allDisagreeing(scope, checkedSegments);
      const examples = await repo.inRuns(scope, reachOf(candidates.map((row) => row.serial)));
      const found = datingContradictions(checked, examples);
      const content = found.slice(page * size, (page + 1) * size).map(({ example, tableYear, examplesYear, examples: count }) => ({
        ...toDated(checked, example),
        tableYear,
        examplesYear,
        examples: count,
      }));
      return pageAnswer(content, found.length, page, size);
    },
  };
}
export type DatingService = ReturnType<typeof createDatingService>;

import {
  agreesWithTable,
  CHECKED_TABLE,
  DATING_POINTS_MAX,
  DATING_SCOPES,
  DATING_SIDE_MAX,
  DATING_TABLE_PARAMS,
  type DatedItemDto,
  type DatingCheckItemDto,
  type DatingCheckPage,
  type DatingCheckQuery,
  type DatingDto,
  type DatingPointsDto,
  type DatingPointsQuery,
  type DatingQuery,
  estimateYear,
  lookupYear,
  type SerialTable,
  serialTables,
  tableSegments,
} from '@museum/contract';
import { pageAnswer } from '../catalogue/cards';
import type { DatedRow, DatingRepository } from './dating.repository';

const itemPath = (row: DatedRow) => `/${row.kind === 'product' ? 'products' : 'details'}/${row.id}`;

const toDated = (table: SerialTable, row: DatedRow): DatedItemDto => ({
  ...row,
  path: itemPath(row),
  agrees: agreesWithTable(table, row.serial, row.year),
});

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
  };
}
export type DatingService = ReturnType<typeof createDatingService>;

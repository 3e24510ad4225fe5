import { type FieldText, Invalid } from '../../lib/errors';
import type { ReferencesRepository, RefTable } from './references.repository';
import type { WriteContext } from './write-context';

export interface RefCheck {
  /** JSON pointer of the field, for the problem's `errors`. */
  path: string;
  table: RefTable;
  ids: readonly number[];
}

/**
 * Refuses a write whose references do not exist (photos: that the writer may not use):
 * 400 `UNKNOWN_REFERENCE`, one error per field.
 */
export async function checkReferences(references: ReferencesRepository, ctx: WriteContext, checks: RefCheck[]) {
  unknownReferences(checks, await missingReferences(references, ctx, [checks]));
}

/**
 * The ids among the checks of several writes that do not exist, by table: one read per table
 * however many writes (a batch of an import's rows pays what one write pays).
 */
export async function missingReferences(
  references: ReferencesRepository,
  ctx: WriteContext,
  checksOfEach: readonly RefCheck[][],
): Promise<Map<RefTable, Set<number>>> {
  const idsByTable = new Map<RefTable, Set<number>>();
  for (const { table, ids } of checksOfEach.flat()) idsByTable.set(table, new Set([...(idsByTable.get(table) ?? []), ...ids]));
  const missing = new Map<RefTable, Set<number>>();
  for (const [table, ids] of idsByTable) {
    missing.set(table, new Set(await references.missing({ table, ids: [...ids], viewer: ctx.viewer }, ctx.tx)));
  }
  return missing;
}

/** Throws 400 `UNKNOWN_REFERENCE` when one of a write's checks names an id of `missing`. */
export function unknownReferences(checks: readonly RefCheck[], missing: ReadonlyMap<RefTable, ReadonlySet<number>>): void {
  const errors: FieldText[] = [];
  for (const check of checks) {
    const gone = check.ids.filter((id) => missing.get(check.table)?.has(id));
    if (gone.length > 0) errors.push({ path: check.path, message: (t) => t.missingRecords(check.table, gone.join(', ')) });
  }
  if (errors.length > 0) {
    throw new Invalid((t) => t.unknownReference(errors.map((e) => e.message(t)).join('; ')), 'UNKNOWN_REFERENCE', { errors });
  }
}

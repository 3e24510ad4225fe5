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
  const errors: FieldText[] = [];
  for (const check of checks) {
    const missing = await references.missing({ table: check.table, ids: check.ids, viewer: ctx.viewer }, ctx.tx);
    if (missing.length > 0) errors.push({ path: check.path, message: (t) => t.missingRecords(check.table, missing.join(', ')) });
  }
  if (errors.length > 0) {
    throw new Invalid((t) => t.unknownReference(errors.map((e) => e.message(t)).join('; ')), 'UNKNOWN_REFERENCE', { errors });
  }
}

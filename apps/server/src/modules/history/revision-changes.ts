import type { RevisionChangeDto } from '@museum/contract';

/** Bookkeeping that every write moves or never changes: not a change anyone made. */
const NOT_FIELDS = new Set(['id', 'createdAt', 'updatedAt', 'createdBy', 'search']);

const asFields = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Values compare by their JSON: `[1, 2]` and `[2, 1]` differ (photo order is a change). */
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields that differ between two snapshots of an entity, field by field, in the order the
 * snapshots name them (before's first). A CREATE (no before) lists every field it set, a DELETE
 * every field it had; empty values (null, '', []) on both sides are no change.
 */
export function revisionChanges(before: unknown, after: unknown): RevisionChangeDto[] {
  const old = asFields(before);
  const now = asFields(after);
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter((field) => !NOT_FIELDS.has(field));
  const empty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
  return fields
    .filter((field) => !same(old[field], now[field]) && !(empty(old[field]) && empty(now[field])))
    .map((field) => ({ field, before: old[field] ?? null, after: now[field] ?? null }));
}

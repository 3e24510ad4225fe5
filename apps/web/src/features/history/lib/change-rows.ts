import { type RevisionChangeDto, STAMP_KINDS, type StampKind } from '@museum/contract';
import type { FieldDiffRow } from '../../../components/ui/field-diff-table';
import { changedFields, type Lookups, snapshotFields, storedKeys } from '../../../lib/item-fields';
import { activeMessages } from '../../../lib/locale';

type Entity = 'PRODUCT' | 'DETAIL' | 'MANUFACTURER' | 'STAMP';

const MANUFACTURER_FIELDS = new Set(['name', 'shortName', 'country', 'period', 'url', 'description']);

/** Field names from the page's catalogue: the item's fields, a maker's and a stamp's, then the request fields' names. */
const fieldNames = (): Record<string, string> => {
  const messages = activeMessages();
  return { ...messages.research.history.requestFields, ...messages.moderation.fields, ...messages.research.history.fields };
};

/** The shown name of a field, by its key in the diff or in the stored entity. */
export const fieldLabel = (field: string) => fieldNames()[field] ?? field;

/** A value the item diff does not know, as text. */
function plain(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(plain).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The server's field changes of one revision as table rows: known fields through the same diff
 * the moderation screen uses (references named, descriptions as plain text), any other field
 * as its plain value.
 */
export function changeRows(entity: Entity, changes: RevisionChangeDto[], lookups: Lookups): FieldDiffRow[] {
  // A stamp's fields are shown as their plain values, its kind by its name (issue 33).
  if (entity === 'STAMP')
    return plainRows(changes.map((c) => (c.field === 'kind' ? { ...c, before: kindName(c.before), after: kindName(c.after) } : c)));
  const known = entity === 'MANUFACTURER' ? MANUFACTURER_FIELDS : storedKeys(entity);
  const side = (pick: 'before' | 'after') =>
    Object.fromEntries(changes.filter((c) => known.has(c.field)).map((change) => [change.field, change[pick]]));
  const diffed = changedFields(snapshotFields(entity, side('before'), lookups), snapshotFields(entity, side('after'), lookups));
  return [...diffed, ...plainRows(changes.filter((change) => !known.has(change.field)))];
}

/** Changes as their plain values, those that differ. */
const plainRows = (changes: RevisionChangeDto[]): FieldDiffRow[] =>
  changes
    .filter((change) => !['id', 'createdAt', 'updatedAt'].includes(change.field))
    .map((change) => ({ field: change.field, before: { label: plain(change.before) }, after: { label: plain(change.after) } }))
    .filter((row) => row.before.label !== row.after.label);

const isKind = (kind: unknown): kind is StampKind => STAMP_KINDS.includes(kind as StampKind);
const kindName = (kind: unknown) => (isKind(kind) ? activeMessages().stamps.kindLabel(kind) : kind);

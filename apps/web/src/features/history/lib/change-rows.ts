import { FIELD_LABELS_BY_LOCALE, type RevisionChangeDto } from '@museum/contract';
import type { FieldDiffRow } from '../../../components/ui/field-diff-table';
import { changedFields, type Lookups, snapshotFields, storedKeys } from '../../../lib/item-fields';
import { activeLocale, activeMessages } from '../../../lib/locale';

type Entity = 'PRODUCT' | 'DETAIL' | 'MANUFACTURER';

const MANUFACTURER_FIELDS = new Set(['name', 'shortName', 'country', 'period', 'url', 'description']);

/** Field names in the page's language; the contract's request-field names in that language fill in the rest. */
const fieldNames = (): Record<string, string> => {
  const messages = activeMessages();
  return { ...FIELD_LABELS_BY_LOCALE[activeLocale()], ...messages.moderation.fields, ...messages.research.history.fields };
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
  const known = entity === 'MANUFACTURER' ? MANUFACTURER_FIELDS : storedKeys(entity);
  const side = (pick: 'before' | 'after') =>
    Object.fromEntries(changes.filter((c) => known.has(c.field)).map((change) => [change.field, change[pick]]));
  const diffed = changedFields(snapshotFields(entity, side('before'), lookups), snapshotFields(entity, side('after'), lookups));
  const others = changes
    .filter((change) => !known.has(change.field))
    .map((change) => ({ field: change.field, before: plain(change.before), after: plain(change.after) }))
    .filter((row) => row.before !== row.after);
  return [...diffed, ...others];
}

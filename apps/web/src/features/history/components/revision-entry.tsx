import type { RevisionDto } from '@museum/contract';
import { FieldDiffTable } from '../../../components/ui/field-diff-table';
import { changedFields, type Lookups, snapshotFields } from '../../../lib/item-fields';
import { ru } from '../../../messages/ru';

const t = ru.research.history;
const fieldNames: Record<string, string> = { ...ru.moderation.fields, ...t.fields };

const ENTITY_TYPE = { PRODUCT: 'PRODUCT', DETAIL: 'DETAIL', MANUFACTURER: 'MANUFACTURER' } as const;

/** When a revision was made, as a reader says it: «23 ноября 2026 г., 10:15». */
function when(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime())
    ? at
    : date.toLocaleString('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** One revision: when, what kind of change and who made it, then its changed fields old against new. */
export function RevisionEntry({ revision, lookups }: { revision: RevisionDto; lookups: Lookups }) {
  const entityType = ENTITY_TYPE[revision.entityType as keyof typeof ENTITY_TYPE];
  const rows = entityType
    ? changedFields(snapshotFields(entityType, revision.before, lookups), snapshotFields(entityType, revision.after, lookups))
    : [];
  return (
    <li className="history__entry">
      <p className="history__meta">
        <time dateTime={revision.at}>{when(revision.at)}</time>
        {' · '}
        <strong>{t.action[revision.action]}</strong>
        {' · '}
        {revision.user?.username ?? t.anonymous}
        {revision.changeRequestId !== null && ` · ${t.byModeration(revision.changeRequestId)}`}
      </p>
      {rows.length > 0 ? (
        <FieldDiffTable
          rows={rows}
          caption={t.changes}
          columns={[t.field, t.before, t.after]}
          label={(field) => fieldNames[field] ?? field}
        />
      ) : (
        <p className="item-muted">{t.noFieldChanges}</p>
      )}
    </li>
  );
}

import type { Locale, RevisionDto } from '@museum/contract';
import { FieldDiffTable } from '../../../components/ui/field-diff-table';
import type { Lookups } from '../../../lib/item-fields';
import { formatDateTime, useLocale, useMessages } from '../../../lib/locale';
import { changeRows, fieldLabel } from '../lib/change-rows';

const ENTITIES = new Set(['PRODUCT', 'DETAIL', 'MANUFACTURER', 'STAMP'] as const);
const isItemEntity = (type: string): type is 'PRODUCT' | 'DETAIL' | 'MANUFACTURER' | 'STAMP' => ENTITIES.has(type as 'PRODUCT');

/** When a revision was made, as a reader says it: «23 ноября 2026 г., 10:15», «23 November 2026 at 10:15». */
function when(at: string, locale: Locale): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime())
    ? at
    : formatDateTime(date, locale, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** One revision: when, what kind of change and who made it, then its changed fields old against new. */
export function RevisionEntry({ revision, lookups }: { revision: RevisionDto; lookups: Lookups }) {
  const t = useMessages().research.history;
  const locale = useLocale();
  const rows = isItemEntity(revision.entityType) ? changeRows(revision.entityType, revision.changes, lookups) : [];
  return (
    <li className="history__entry">
      <p className="history__meta">
        <time dateTime={revision.at}>{when(revision.at, locale)}</time>
        {' · '}
        <strong>{t.action[revision.action]}</strong>
        {' · '}
        {revision.user?.username ?? t.anonymous}
        {revision.changeRequestId !== null && ` · ${t.byModeration(revision.changeRequestId)}`}
      </p>
      {rows.length > 0 ? (
        <FieldDiffTable rows={rows} caption={t.changes} columns={[t.field, t.before, t.after]} label={fieldLabel} />
      ) : (
        <p className="item-muted">{t.noFieldChanges}</p>
      )}
    </li>
  );
}

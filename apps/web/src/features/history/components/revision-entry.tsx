import type { RevisionDto } from '@museum/contract';
import { FieldDiffTable } from '../../../components/ui/field-diff-table';
import type { Lookups } from '../../../lib/item-fields';
import { formatMoment, useLocale, useMessages } from '../../../lib/locale';
import { changeRows, fieldLabel } from '../lib/change-rows';

const ENTITIES = new Set(['PRODUCT', 'DETAIL', 'MANUFACTURER', 'STAMP'] as const);
const isItemEntity = (type: string): type is 'PRODUCT' | 'DETAIL' | 'MANUFACTURER' | 'STAMP' => ENTITIES.has(type as 'PRODUCT');

/** One revision: when, what kind of change and who made it, then its changed fields old against new. */
export function RevisionEntry({ revision, lookups }: { revision: RevisionDto; lookups: Lookups }) {
  const t = useMessages().research.history;
  const locale = useLocale();
  const rows = isItemEntity(revision.entityType) ? changeRows(revision.entityType, revision.changes, lookups) : [];
  return (
    <li className="history__entry">
      <p className="history__meta">
        <time dateTime={revision.at}>{formatMoment(revision.at, locale)}</time>
        {' · '}
        <strong>{t.action[revision.action]}</strong>
        {' · '}
        {revision.user ? <bdi translate="no">{revision.user.username}</bdi> : t.anonymous}
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

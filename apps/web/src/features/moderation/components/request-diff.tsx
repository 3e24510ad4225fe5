import { FieldDiffTable } from '../../../components/ui/field-diff-table';
import { diffFields, type Fields, itemFields, type Lookups } from '../../../lib/item-fields';
import { useMessages } from '../../../lib/locale';
import { useCurrentItem } from '../api/current-item';

/** For an UPDATE request: each changed field with its current and proposed value. */
export function RequestDiff({
  entityType,
  entityId,
  proposed,
  lookups,
}: {
  entityType: 'PRODUCT' | 'DETAIL';
  entityId: number;
  proposed: Fields;
  lookups: Lookups;
}) {
  const messages = useMessages();
  const t = messages.moderation;
  const current = useCurrentItem(entityType, entityId);
  if (current.isPending) return <p>{messages.loading}</p>;
  if (!current.data) return <p className="field__hint">{t.diffUnavailable}</p>;
  const rows = diffFields(itemFields(entityType, current.data, lookups), proposed);
  if (rows.length === 0) return <p className="field__hint">{t.diffNone}</p>;
  return (
    <FieldDiffTable
      rows={rows}
      caption={t.diffTitle}
      columns={[t.diffField, t.diffCurrent, t.diffProposed]}
      label={(field) => t.fields[field as keyof typeof t.fields] ?? field}
    />
  );
}

import { ru } from '../../../messages/ru';
import { useCurrentItem } from '../api/current-item';
import { diffFields, type Fields, itemFields, type Lookups } from '../lib/describe-payload';

const t = ru.moderation;

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
  const current = useCurrentItem(entityType, entityId);
  if (current.isPending) return <p>{ru.loading}</p>;
  if (!current.data) return <p className="field__hint">{t.diffUnavailable}</p>;
  const rows = diffFields(itemFields(entityType, current.data, lookups), proposed);
  if (rows.length === 0) return <p className="field__hint">{t.diffNone}</p>;
  return (
    <table className="request__diff">
      <caption>{t.diffTitle}</caption>
      <thead>
        <tr>
          <th scope="col">{t.diffField}</th>
          <th scope="col">{t.diffCurrent}</th>
          <th scope="col">{t.diffProposed}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field}>
            <th scope="row">{t.fields[row.field as keyof typeof t.fields] ?? row.field}</th>
            <td>
              <del>{row.current || '—'}</del>
            </td>
            <td>
              <ins>{row.proposed || '—'}</ins>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

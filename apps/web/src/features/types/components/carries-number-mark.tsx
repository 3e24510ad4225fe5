import type { DetailTypeDto } from '@museum/contract';
import { useMessages } from '../../../lib/locale';
import { saveReference, useReferenceWrite } from '../api/reference-writes';

/**
 * «несёт номер изделия» (ADR 063): a checkbox for an admin, saved when clicked; for others a mark
 * on the types that carry it.
 */
export function CarriesNumberMark({ type, isAdmin }: { type: DetailTypeDto; isAdmin: boolean }) {
  const t = useMessages().matchingNumbers;
  const mutation = useReferenceWrite();
  if (!isAdmin) return type.carriesNumber ? <p className="type-item__mark">{t.carriesNumber}</p> : null;
  const toggle = (carriesNumber: boolean) =>
    saveReference(mutation, {
      kind: 'detail-types',
      id: type.id,
      body: { name: type.name, description: type.description, belongsTo: type.belongsTo, carriesNumber },
    }).catch(() => undefined);
  return (
    <label className="type-item__mark type-item__mark--toggle">
      <input
        type="checkbox"
        checked={type.carriesNumber}
        disabled={mutation.isPending}
        aria-label={t.carriesNumberOf(type.name)}
        onChange={(event) => void toggle(event.target.checked)}
      />
      {t.carriesNumber}
    </label>
  );
}

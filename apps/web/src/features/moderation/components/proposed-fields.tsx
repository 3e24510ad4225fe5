import { MarkedText } from '../../../components/ui/marked-text';
import type { Fields } from '../../../lib/item-fields';

/**
 * Every field a proposal carries, as its approval will store it (issue 51): the fields come from
 * the contract's descriptions (`itemFields`, `manufacturerFields`, `stampFields`), so a field
 * described later appears here by itself. Empty fields and those the card shows otherwise (the
 * title, the photos) are left out. Each value is marked in its language (catalogue content as entered), a list's names each in its own.
 */
export function ProposedFields({
  fields,
  label,
  shownElsewhere,
}: {
  fields: Fields;
  label: (field: string) => string;
  shownElsewhere: readonly string[];
}) {
  const shown = Object.entries(fields).filter(([field, value]) => value.label && !shownElsewhere.includes(field));
  if (!shown.length) return null;
  return (
    <dl className="request__facts">
      {shown.map(([field, value]) => (
        <div key={field}>
          <dt>{label(field)}</dt>
          <MarkedText as="dd" value={value} />
        </div>
      ))}
    </dl>
  );
}

import { Link } from 'react-router';
import { ResponsivePhoto } from '../../../components/ui/responsive-photo';
import { paths } from '../../../config/paths';
import { useConditionName, useContentLang, useLocale, useMessages, usePurposeName } from '../../../lib/locale';
import { type ComparedField, compareRows } from '../lib/compare-rows';
import type { Specimen, SpecimenRef } from '../lib/specimen';
import { useSpecimenTitle } from './dossier-view';

type Side = { ref: SpecimenRef; specimen: Specimen };

/** Where a side's heading leads: a catalogue item's page, an own record's dossier. */
const hrefOf = (ref: SpecimenRef) =>
  ref.source === 'product' ? paths.product(ref.id) : ref.source === 'detail' ? paths.detail(ref.id) : paths.collectionDossier(ref.id);

function SideHeading({ side }: { side: Side }) {
  const t = useMessages().compare;
  const title = useSpecimenTitle(side.specimen);
  return (
    <th scope="col">
      <span className="compare__source">{t.kinds[side.ref.source]}</span>
      <Link to={hrefOf(side.ref)} lang={title?.lang}>
        {title?.text}
      </Link>
    </th>
  );
}

/**
 * The two specimens' facts, numbers, stamps and photos aligned line by line; a line whose values
 * differ is marked by colour and a sign, and said to screen readers («различается»).
 */
export function CompareTable({ a, b }: { a: Side; b: Side }) {
  const messages = useMessages();
  const t = messages.compare;
  const labels = messages.addEdit.fields;
  const locale = useLocale();
  const contentLang = useContentLang();
  const purpose = usePurposeName();
  const condition = useConditionName();
  const rows = compareRows(a.specimen, b.specimen, locale, {
    kind: (kind) => messages.collection.kinds[kind],
    purpose,
    condition,
    photos: t.photoCount,
  });
  const label: Record<ComparedField, string> = {
    ...labels,
    kind: t.kind,
    gun: messages.collection.item.partOf,
    photos: t.photos,
  };
  const photoOf = (side: Side) => side.specimen.photos[0];
  return (
    <table className="compare">
      <caption>{t.legend}</caption>
      <thead>
        <tr>
          <th scope="col">{t.field}</th>
          <SideHeading side={a} />
          <SideHeading side={b} />
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field} className={row.differs ? 'compare__row compare__row--differs' : 'compare__row'}>
            <th scope="row">
              {label[row.field]}
              {row.differs && (
                <span className="compare__mark">
                  <span aria-hidden="true"> ≠</span>
                  <span className="visually-hidden"> ({t.differs})</span>
                </span>
              )}
            </th>
            {[a, b].map((side, index) => {
              const value = index === 0 ? row.a : row.b;
              const photo = row.field === 'photos' ? photoOf(side) : undefined;
              return (
                <td key={index === 0 ? 'a' : 'b'} lang={row.field === 'kind' || row.field === 'photos' ? undefined : contentLang}>
                  {photo && <ResponsivePhoto photo={photo} alt="" sizes="10rem" className="compare__photo" />}
                  {value ?? '—'}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

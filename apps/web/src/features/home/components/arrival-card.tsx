import { Link } from 'react-router';
import { PhotoCarousel } from '../../../components/ui/photo-carousel';
import { paths } from '../../../config/paths';
import { typedName } from '../../../lib/item-title';
import { useMessages } from '../../../lib/locale';
import type { ItemCard } from '../api/get-new-arrivals';

/** Product: its name, else #id. Detail: type name and name joined by a dash, else #id. */
export function cardTitle(item: ItemCard): string {
  if (item.kind === 'detail') {
    return typedName(item.type?.name, item.name) || `#${item.id}`;
  }
  return item.name || `#${item.id}`;
}

export function ArrivalCard({ item }: { item: ItemCard }) {
  const t = useMessages().home.arrivals;
  const title = cardTitle(item);
  const href = item.kind === 'detail' ? paths.detail(item.id) : paths.product(item.id);
  const lines: [string, string | number | null | undefined][] = [
    [t.year, item.year],
    item.kind === 'detail' ? [t.type, item.type?.name] : [t.belongsTo, item.belongsTo],
    [t.manufacturer, item.manufacturer?.name],
  ];
  return (
    <li className="arrival">
      <PhotoCarousel photos={item.photos} alt={(n, total) => `${title}. ${t.photo(n, total)}`} emptyText={t.noPhoto} />
      <h3 className="arrival__title">
        <Link to={href}>{title}</Link>
      </h3>
      <dl className="arrival__lines">
        {lines.map(([label, value]) => (
          <div key={label} className="arrival__line">
            <dt>{label}</dt>
            <dd>{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

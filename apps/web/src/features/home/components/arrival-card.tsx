import type { Locale } from '@museum/contract';
import { Link } from 'react-router';
import { PhotoCarousel } from '../../../components/ui/photo-carousel';
import { paths } from '../../../config/paths';
import { cardTitle, shownName } from '../../../lib/item-english';
import { useLocale, useMessages, usePurposeName } from '../../../lib/locale';
import type { ItemCard } from '../api/get-new-arrivals';

/**
 * A new arrival: product by its name, detail by type name and name, else #id; on English pages
 * the English name when present (ADR 064). Names of makers and types are catalogue text (Russian).
 */
export function ArrivalCard({ item }: { item: ItemCard }) {
  const t = useMessages().home.arrivals;
  const locale = useLocale();
  const purposeName = usePurposeName();
  const shown = cardTitle(locale, item, `#${item.id}`);
  const title = shown.text;
  const href = item.kind === 'detail' ? paths.detail(item.id) : paths.product(item.id);
  const type = item.type && shownName(locale, item.type);
  const maker = item.manufacturer && shownName(locale, item.manufacturer);
  const lines: [string, string | number | null | undefined, Locale | undefined][] = [
    [t.year, item.year, undefined],
    item.kind === 'detail' ? [t.type, type?.text, type?.lang] : [t.belongsTo, item.belongsTo && purposeName(item.belongsTo), undefined],
    [t.manufacturer, maker?.text, maker?.lang],
  ];
  return (
    <li className="arrival">
      <PhotoCarousel photos={item.photos} alt={(n, total) => `${title}. ${t.photo(n, total)}`} emptyText={t.noPhoto} />
      <h3 className="arrival__title">
        <Link to={href} lang={shown.lang}>
          {title}
        </Link>
      </h3>
      <dl className="arrival__lines">
        {lines.map(([label, value, lang]) => (
          <div key={label} className="arrival__line">
            <dt>{label}</dt>
            <dd lang={value === null || value === undefined ? undefined : lang}>{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

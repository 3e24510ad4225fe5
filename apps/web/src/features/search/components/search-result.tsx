import { conditionName, type ItemCardDto } from '@museum/contract';
import { Link } from 'react-router';
import { ResponsivePhoto } from '../../../components/ui/responsive-photo';
import { paths } from '../../../config/paths';
import { typedName } from '../../../lib/item-title';
import { activeMessages, useContentLang, useLocale, useMessages, usePurposeName } from '../../../lib/locale';

/** Product: its name. Detail: type and name joined by a dash (see `typedName`). Else "Без названия". */
export function resultTitle(item: ItemCardDto): string {
  return (item.kind === 'detail' ? typedName(item.type?.name, item.name) : item.name) || activeMessages().browse.noName;
}

/** One search hit: title, facts, excerpt, source and up to 16 thumbnails, linking to its page. */
export function SearchResult({ item }: { item: ItemCardDto }) {
  const messages = useMessages();
  const t = messages.search.result;
  const lang = useContentLang();
  const locale = useLocale();
  const purposeName = usePurposeName();
  const href = item.kind === 'detail' ? paths.detail(item.id) : paths.product(item.id);
  const title = resultTitle(item);
  const facts: [string, string | number | null | undefined][] = [
    [t.year, item.year],
    [t.number, item.number],
    [t.manufacturer, item.manufacturer?.name],
    [t.belongsTo, item.belongsTo && purposeName(item.belongsTo)],
    [t.condition, item.condition && conditionName(locale, item.condition)],
  ];
  return (
    <li className="result">
      <h3 className="result__title">
        <Link to={href} lang={lang}>
          {title}
        </Link>
        <span className="result__kind">{item.kind === 'detail' ? t.detail : t.product}</span>
      </h3>
      <dl className="result__facts">
        {facts
          .filter(([, value]) => value !== null && value !== undefined && value !== '')
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd lang={label === t.belongsTo ? undefined : lang}>{value}</dd>
            </div>
          ))}
      </dl>
      {item.description && (
        <p className="result__text" lang={lang}>
          {item.description}
        </p>
      )}
      {item.source && (
        <p className="result__source">
          {t.source}: <span lang={lang}>{item.source}</span>
        </p>
      )}
      {item.photos.length > 0 && (
        <ul className="result__photos">
          {item.photos.slice(0, 16).map((photo, i) => (
            <li key={photo.id}>
              <Link to={href} tabIndex={-1} aria-hidden="true">
                <ResponsivePhoto
                  photo={photo}
                  alt=""
                  title={t.photo(i + 1)}
                  sizes="(max-width: 639.98px) 72px, 96px"
                  defaultWidth={96}
                  defaultHeight={72}
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

import type { ItemCardDto, Locale } from '@museum/contract';
import { Link } from 'react-router';
import { ResponsivePhoto } from '../../../components/ui/responsive-photo';
import { paths } from '../../../config/paths';
import { cardTitle, shownDescription, shownName } from '../../../lib/item-english';
import { useConditionName, useContentLang, useLocale, useMessages, usePurposeName } from '../../../lib/locale';

/**
 * One search hit: title (product: its name; detail: type and name, see `typedName`; on English
 * pages the English name when the item has one, ADR 064), facts, excerpt, source and up to 16 thumbnails, linking to its page. */
export function SearchResult({ item }: { item: ItemCardDto }) {
  const messages = useMessages();
  const t = messages.search.result;
  const lang = useContentLang();
  const locale = useLocale();
  const purposeName = usePurposeName();
  const conditionName = useConditionName();
  const href = item.kind === 'detail' ? paths.detail(item.id) : paths.product(item.id);
  const title = cardTitle(locale, item, messages.browse.noName);
  const excerpt = shownDescription(locale, item);
  const maker = item.manufacturer && shownName(locale, item.manufacturer);
  // Each fact with the language to mark it in: catalogue text as entered is Russian (ADR 082).
  const facts: [string, string | number | null | undefined, Locale | undefined][] = [
    [t.year, item.year, undefined],
    [t.number, item.number, lang],
    [t.manufacturer, maker?.text, maker?.lang],
    [t.belongsTo, item.belongsTo && purposeName(item.belongsTo), undefined],
    [t.condition, item.condition && conditionName(item.condition), undefined],
  ];
  return (
    <li className="result">
      <h3 className="result__title">
        <Link to={href} lang={title.lang}>
          {title.text}
        </Link>
        <span className="result__kind">{item.kind === 'detail' ? t.detail : t.product}</span>
      </h3>
      <dl className="result__facts">
        {facts
          .filter(([, value]) => value !== null && value !== undefined && value !== '')
          .map(([label, value, valueLang]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd lang={valueLang}>{value}</dd>
            </div>
          ))}
      </dl>
      {excerpt && (
        <p className="result__text" lang={excerpt.lang}>
          {excerpt.text}
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

import type { WantedDto } from '@museum/contract';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { shownName } from '../../../lib/item-english';
import { useContentLang, useLocale, useMessages } from '../../../lib/locale';

/** The catalogue's items found for a sought number (ADR 091), linked to their pages; the first few, and how many in all. */
export function FoundItems({ entry }: { entry: WantedDto }) {
  const messages = useMessages();
  const t = messages.collection.wanted;
  const locale = useLocale();
  const contentLang = useContentLang();
  if (entry.foundCount === 0) return <p className="collection-wanted__found item-muted">{t.notFound}</p>;
  return (
    <div className="collection-wanted__found">
      <p className="collection-wanted__found-title">{t.found(entry.foundCount)}</p>
      <ul>
        {entry.found.map((item) => {
          const name = shownName(locale, item);
          return (
            <li key={`${item.kind}:${item.id}`}>
              <Link to={item.kind === 'product' ? paths.product(item.id) : paths.detail(item.id)}>
                <span lang={name.lang}>{name.text}</span>
              </Link>{' '}
              <span lang={contentLang}>{messages.numbered(item.number)}</span>
            </li>
          );
        })}
      </ul>
      {entry.foundCount > entry.found.length && <p className="item-muted">{t.foundMore(entry.foundCount - entry.found.length)}</p>}
    </div>
  );
}

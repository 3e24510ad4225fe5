import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { NamedText } from '../../../components/ui/named-text';
import { paths } from '../../../config/paths';
import { useContentLang, useMessages } from '../../../lib/locale';
import { SHOWN_IN_PAGE } from '../../../lib/query-client';
import { type Manufacturer, manufacturersQueryOptions } from '../../../lib/reference-lists/manufacturers';
import { stripMarkup } from '../../../lib/strip-markup';
import { searchHref } from '../lib/search-links';

/** A failed fetch is logged and shown as an empty list, as the spec says (no toast on the home page). */
export function ManufacturersSection() {
  const messages = useMessages();
  const t = messages.home.manufacturers;
  const { data, isPending, isError } = useQuery({ ...manufacturersQueryOptions(), meta: SHOWN_IN_PAGE });
  let body: React.ReactNode;
  if (isPending) body = <p role="status">{messages.loading}</p>;
  else if (isError || !data?.length) body = <p>{messages.empty}</p>;
  else
    body = (
      <ul className="makers">
        {data.map((maker) => (
          <ManufacturerCard key={maker.id} maker={maker} />
        ))}
      </ul>
    );
  return (
    <section className="home-block" aria-labelledby="makers-title">
      <h2 id="makers-title">{t.title}</h2>
      {body}
    </section>
  );
}

function ManufacturerCard({ maker }: { maker: Manufacturer }) {
  const t = useMessages().home.manufacturers;
  // The maker's name, place and text are catalogue content as entered (Russian).
  const lang = useContentLang();
  const letter = (maker.shortName?.trim() || maker.name.trim()).charAt(0).toUpperCase();
  const where = maker.country || maker.period;
  const text = stripMarkup(maker.description);
  return (
    <li className="maker">
      <div className="maker__head">
        <span className="maker__avatar" aria-hidden="true" lang={lang}>
          {letter}
        </span>
        <div>
          <h3 className="maker__name" lang={lang}>
            {maker.name}
          </h3>
          {where && (
            <p className="maker__where" lang={lang}>
              {where}
            </p>
          )}
        </div>
      </div>
      {text && (
        <p className="maker__text" lang={lang}>
          {text}
        </p>
      )}
      <div className="maker__links">
        <Link to={paths.manufacturer(maker.id)}>{t.page}</Link>
        <Link to={searchHref({ searchType: 'all', manufacturer: maker.name })}>
          <NamedText text={t.search(maker.name)} name={maker.name} />
        </Link>
      </div>
    </li>
  );
}

import { YEAR_TEXT } from '@museum/contract';
import { Link, useParams } from 'react-router';
import { NotFound } from '../../../components/ui/not-found';
import { ResponsivePhoto } from '../../../components/ui/responsive-photo';
import { ScrollEnds } from '../../../components/ui/scroll-ends';
import { paths } from '../../../config/paths';
import { cardTitle } from '../../../lib/item-english';
import { useLocale, useMessages } from '../../../lib/locale';
import { usePageTitle } from '../../../lib/use-page-title';
import { useScrollMemory } from '../../../lib/use-scroll-memory';
import { useDetailsOfYear } from '../api/get-details-of-year';
import '../../../components/ui/item-page.css';
import './details.css';

/** Details of one year; an address that names no year (1 to 4 digits, as the API takes) is the not-found page, as the server answers it. */
export function YearDetailsPage() {
  const year = useParams().year ?? '';
  return YEAR_TEXT.test(year) ? <YearDetails year={year} /> : <NotFound />;
}

/** Details of one year, each with its photo thumbnails linking to the photo pages. */
function YearDetails({ year }: { year: string }) {
  const messages = useMessages();
  const t = messages.items.yearPage;
  const locale = useLocale();
  usePageTitle(messages.pageNames.yearDetails(year));
  const query = useDetailsOfYear(year);
  useScrollMemory(`year:${year}`, query.data !== undefined);
  let body: React.ReactNode;
  if (!query.data) {
    body = query.isError ? (
      <p role="alert" className="notice notice--error">
        {t.error(query.error instanceof Error ? query.error.message : String(query.error))}
      </p>
    ) : (
      <p role="status">{messages.items.loading}</p>
    );
  } else if (query.data.content.length === 0) body = <p className="item-muted">{t.empty}</p>;
  else
    body = (
      <ul className="year-details">
        {query.data.content.map((detail) => {
          const title = cardTitle(locale, detail, messages.browse.noName);
          return (
            <li key={detail.id} className="year-detail">
              <h2 className="year-detail__title">
                <Link to={paths.detail(detail.id)} lang={title.lang}>
                  {title.text}
                </Link>
                {detail.number && <span className="item-muted"> {messages.numbered(detail.number)}</span>}
              </h2>
              {detail.photos.length === 0 ? (
                <p className="item-muted">{t.noPhotos}</p>
              ) : (
                <ul className="year-detail__photos">
                  {detail.photos.map((photo) => (
                    <li key={photo.id}>
                      <Link to={paths.photo(photo.id)} aria-label={messages.browse.lightbox.photoAlt(photo.id)}>
                        <ResponsivePhoto photo={photo} alt="" sizes="120px" defaultWidth={120} defaultHeight={80} />
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    );
  return (
    <div className="item-page">
      <h1>{t.title(year)}</h1>
      {body}
      <ScrollEnds />
    </div>
  );
}

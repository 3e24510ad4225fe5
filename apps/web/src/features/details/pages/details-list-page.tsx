import { Link } from 'react-router';
import { NameOf } from '../../../components/ui/name-of';
import { NamedText } from '../../../components/ui/named-text';
import { PagedListPage, usePageParam } from '../../../components/ui/paged-list-page';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/locale';
import { useDetails } from '../api/get-details';

/** Every detail: type name, serial number and year, linking to its page. */
export function DetailsListPage() {
  const { items: t, numbered } = useMessages();
  const [page, setPage] = usePageParam();
  return (
    <PagedListPage
      title={t.detailsList.title}
      empty={t.detailsList.empty}
      scrollKey={`details:${page}`}
      query={useDetails(page)}
      onPage={setPage}
    >
      {(details) => (
        <ul className="entry-grid">
          {details.map((detail) => (
            <li key={detail.id}>
              <Link to={paths.detail(detail.id)}>
                <span className="entry-grid__title">{detail.type ? <NameOf named={detail.type} /> : (detail.name ?? t.noName)}</span>
                <span className="item-muted">
                  {detail.number ? ' ' : ''}
                  {detail.number && <NamedText text={numbered(detail.number)} name={detail.number} />}
                </span>
                <span className="item-muted">{detail.year ? ` · ${detail.year}` : ''}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </PagedListPage>
  );
}

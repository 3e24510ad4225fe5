import { Link, useSearchParams } from 'react-router';
import { Pager } from '../../../components/ui/pager';
import { paths } from '../../../config/paths';
import { useScrollMemory } from '../../../lib/use-scroll-memory';
import { ru } from '../../../messages/ru';
import { useDetails } from '../api/get-details';
import '../../../components/ui/item-page.css';
import './details.css';

const t = ru.items;

/** Every detail: type name, serial number and year, linking to its page. */
export function DetailsListPage() {
  const [params, setParams] = useSearchParams();
  const page = /^\d+$/.test(params.get('page') ?? '') ? Number(params.get('page')) : 0;
  const query = useDetails(page);
  useScrollMemory(`details:${page}`, query.data !== undefined);
  let body: React.ReactNode;
  if (!query.data)
    body = query.isError ? (
      <p role="alert" className="notice notice--error">
        {ru.search.serverError}
      </p>
    ) : (
      <p role="status">{t.loading}</p>
    );
  else if (query.data.content.length === 0) body = <p className="item-muted">{t.detailsList.empty}</p>;
  else
    body = (
      <>
        <ul className="details-list">
          {query.data.content.map((detail) => (
            <li key={detail.id}>
              <Link to={paths.detail(detail.id)}>
                <span className="details-list__type">{detail.type?.name ?? detail.name ?? t.noName}</span>
                <span className="item-muted">{detail.number ? ` № ${detail.number}` : ''}</span>
                <span className="item-muted">{detail.year ? ` · ${detail.year}` : ''}</span>
              </Link>
            </li>
          ))}
        </ul>
        <Pager
          page={query.data.number}
          totalPages={query.data.totalPages}
          onChange={(next) => {
            setParams(next ? { page: String(next) } : {});
            window.scrollTo(0, 0);
          }}
        />
      </>
    );
  return (
    <div className="item-page">
      <h1>{t.detailsList.title}</h1>
      {body}
    </div>
  );
}

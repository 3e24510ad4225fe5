import { useState } from 'react';
import { Pager } from '../../../components/ui/pager';
import { useMessages } from '../../../lib/locale';
import { SearchResult } from '../../search';
import { useStampItems } from '../api/get-stamp-items';

/** The products and details bearing a stamp, paged. */
export function StampItems({ stampId }: { stampId: number }) {
  const t = useMessages().stamps;
  const [page, setPage] = useState(0);
  const query = useStampItems(stampId, page);
  let body: React.ReactNode;
  if (!query.data)
    body = query.isError ? (
      <p role="alert" className="notice notice--error">
        {t.itemsError}
      </p>
    ) : (
      <p role="status">{t.loading}</p>
    );
  else if (query.data.content.length === 0) body = <p className="item-muted">{t.itemsEmpty}</p>;
  else
    body = (
      <>
        <ul className="results">
          {query.data.content.map((item) => (
            <SearchResult key={`${item.kind}-${item.id}`} item={item} />
          ))}
        </ul>
        <Pager page={query.data.number} totalPages={query.data.totalPages} onChange={setPage} />
      </>
    );
  return (
    <section className="item-section" aria-labelledby="stamp-items">
      <h2 id="stamp-items">
        {t.items} {query.data && <span className="item-muted">({query.data.totalElements})</span>}
      </h2>
      {body}
    </section>
  );
}

import { useMessages } from '../../../lib/locale';
import { useLookups } from '../../moderation';
import { type HistoryEntity, useHistory } from '../api/get-history';
import { RevisionEntry } from './revision-entry';

/** The revisions of a product, detail or manufacturer, newest first, a page at a time (fetched on demand by `HistorySection`). */
export function HistoryList({ entity, id }: { entity: HistoryEntity; id: number }) {
  const messages = useMessages();
  const t = messages.research.history;
  const query = useHistory(entity, id, true);
  const lookups = useLookups();
  if (query.isPending) return <p>{messages.loading}</p>;
  if (query.isError && !query.data) return <p role="alert">{t.loadError}</p>;
  const revisions = query.data.pages.flatMap((page) => page.content);
  if (revisions.length === 0) return <p className="item-muted">{t.empty}</p>;
  return (
    <>
      <ol className="history" aria-label={t.title}>
        {revisions.map((revision) => (
          <RevisionEntry key={revision.id} revision={revision} lookups={lookups} />
        ))}
      </ol>
      {query.isFetchNextPageError && <p role="alert">{t.loadError}</p>}
      {query.hasNextPage && (
        <button type="button" className="button" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {query.isFetchingNextPage ? messages.loading : t.more}
        </button>
      )}
    </>
  );
}

import { useState } from 'react';
import { useMessages } from '../../../lib/locale';
import { useLookups } from '../../moderation';
import { type HistoryEntity, useHistory } from '../api/get-history';
import { RevisionEntry } from './revision-entry';
import './history.css';

function HistoryList({ entity, id }: { entity: HistoryEntity; id: number }) {
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

/**
 * «История изменений» of a product, detail or manufacturer: collapsed until asked for, then
 * loaded and shown newest first, a page at a time from the server. The server keeps a deleted item's history
 * to moderators.
 */
export function HistorySection({ entity, id }: { entity: HistoryEntity; id: number }) {
  const t = useMessages().research.history;
  const [open, setOpen] = useState(false);
  const panelId = `history-${entity}-${id}`;
  return (
    <section className="item-section" aria-labelledby={`${panelId}-title`}>
      <h2 id={`${panelId}-title`}>{t.title}</h2>
      <button type="button" className="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {open ? t.hide : t.show}
      </button>
      {open && (
        <div id={panelId} className="history__panel">
          <HistoryList entity={entity} id={id} />
        </div>
      )}
    </section>
  );
}

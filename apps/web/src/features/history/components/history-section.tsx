import { useState } from 'react';
import { ru } from '../../../messages/ru';
import { useLookups } from '../../moderation';
import { type HistoryEntity, useHistory } from '../api/get-history';
import { RevisionEntry } from './revision-entry';
import './history.css';

const t = ru.research.history;

/** How many revisions show at first and with each «Показать ещё». */
export const HISTORY_PAGE_SIZE = 10;

function HistoryList({ entity, id }: { entity: HistoryEntity; id: number }) {
  const query = useHistory(entity, id, true);
  const lookups = useLookups();
  const [shown, setShown] = useState(HISTORY_PAGE_SIZE);
  if (query.isPending) return <p>{ru.loading}</p>;
  if (query.isError) return <p role="alert">{t.loadError}</p>;
  const revisions = query.data;
  if (revisions.length === 0) return <p className="item-muted">{t.empty}</p>;
  return (
    <>
      <ol className="history" aria-label={t.title}>
        {revisions.slice(0, shown).map((revision) => (
          <RevisionEntry key={revision.id} revision={revision} lookups={lookups} />
        ))}
      </ol>
      {shown < revisions.length && (
        <button type="button" className="button" onClick={() => setShown(shown + HISTORY_PAGE_SIZE)}>
          {t.more}
        </button>
      )}
    </>
  );
}

/**
 * «История изменений» of a product, detail or manufacturer: collapsed until asked for, then
 * loaded and shown newest first, a page at a time. The server keeps a deleted item's history
 * to moderators.
 */
export function HistorySection({ entity, id }: { entity: HistoryEntity; id: number }) {
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

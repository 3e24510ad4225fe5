import { Suspense, useState } from 'react';
import { useMessages } from '../../../lib/locale';
import { onDemand } from '../../../lib/on-demand';
import type { HistoryEntity } from '../api/get-history';
import './history.css';

// The list, its labels of every field and the history's queries are fetched when the reader reaches for the button.
const historyList = onDemand(() => import('./history-list').then((module) => module.HistoryList));

/**
 * «История изменений» of a product, detail or manufacturer: collapsed until asked for, then
 * loaded and shown newest first, a page at a time from the server. The server keeps a deleted item's history
 * to moderators.
 */
export function HistorySection({ entity, id }: { entity: HistoryEntity; id: number }) {
  const messages = useMessages();
  const t = messages.research.history;
  const [open, setOpen] = useState(false);
  const panelId = `history-${entity}-${id}`;
  return (
    <section className="item-section" aria-labelledby={`${panelId}-title`}>
      <h2 id={`${panelId}-title`}>{t.title}</h2>
      <button
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        onPointerEnter={historyList.preload}
        onFocus={historyList.preload}
      >
        {open ? t.hide : t.show}
      </button>
      {open && (
        <div id={panelId} className="history__panel">
          <Suspense fallback={<p>{messages.loading}</p>}>
            <historyList.Component entity={entity} id={id} />
          </Suspense>
        </div>
      )}
    </section>
  );
}

import { Fragment, type ReactNode } from 'react';
import { useMessages } from '../../../lib/locale';
import type { ChangeRequest } from '../api/change-requests';

type Props = {
  id: string;
  /** The import's requests on this page of the queue, in the file's order (its counts come with each). */
  requests: readonly ChangeRequest[];
  /** One request's card, with its own approve and reject, as the queue shows it alone. */
  card: (request: ChangeRequest) => ReactNode;
  onApproveAll: () => void;
  onRejectAll: () => void;
  busy: boolean;
};

/** Above this many records the batch's cards start folded: the queue stays readable under a long file. */
const OPEN_UP_TO = 5;

/**
 * The requests of one spreadsheet import (ADR 065), gathered: who sent the file, how many records
 * wait, «Одобрить все» and «Отклонить все» for every pending one, and each card below.
 */
export function ImportBatch({ id, requests, card, onApproveAll, onRejectAll, busy }: Props) {
  const t = useMessages().imports.batch;
  // The import's own counts, from the server: this page of the queue may hold only some of its requests.
  const counts = requests[0]?.fromImport;
  const records = counts?.records ?? requests.length;
  const pending = counts?.pending ?? requests.filter((request) => request.status === 'PENDING').length;
  const author = requests[0]?.createdBy?.username;
  const headingId = `import-${id}`;
  return (
    <section className="import-batch" aria-labelledby={headingId}>
      <header className="request__head">
        <h2 id={headingId} className="request__title">
          {/* A username is a name, no language's (as in a byline). */}
          {t.title} {author ? <bdi translate="no">{author}</bdi> : '—'}
        </h2>
        <p className="request__meta">{t.meta(records, pending)}</p>
        {requests.length < records && <p className="request__meta">{t.partial(requests.length, records, pending)}</p>}
      </header>
      {pending > 0 && (
        <div className="request__actions">
          <button type="button" className="button button--primary" disabled={busy} onClick={onApproveAll}>
            {t.approveAll}
          </button>
          <button type="button" className="button" disabled={busy} onClick={onRejectAll}>
            {t.rejectAll}
          </button>
        </div>
      )}
      <details className="import-batch__requests" open={requests.length <= OPEN_UP_TO}>
        <summary>{t.show(requests.length)}</summary>
        <div className="requests">
          {requests.map((request) => (
            <Fragment key={request.id}>{card(request)}</Fragment>
          ))}
        </div>
      </details>
    </section>
  );
}

import { Fragment, useState } from 'react';
import { useMessages } from '../../../lib/locale';
import { toastSuccess } from '../../../lib/toast-store';
import { type ChangeRequest, type StatusFilter, useChangeRequests, useDecide } from '../api/change-requests';
import { useDecideImport } from '../api/decide-import';
import { ImportBatch } from '../components/import-batch';
import { ModerationTabs } from '../components/moderation-tabs';
import { ModeratorsOnlyGate } from '../components/moderators-only-gate';
import { RequestCard } from '../components/request-card';
import { useLookups } from '../components/use-lookups';
import { queueEntries } from '../lib/queue-entries';
import { useModeratorsOnly } from '../lib/use-moderators-only';
import '../components/moderation.css';

const FILTERS: StatusFilter[] = ['PENDING', 'APPROVED', 'REJECTED', 'ALL'];

/**
 * /moderation: change requests by status; pending ones can be approved or rejected, one by one or,
 * for the requests of one spreadsheet import, all together (ADR 065).
 */
export function ModerationPage() {
  const messages = useMessages();
  const t = messages.moderation;
  const [status, setStatus] = useState<StatusFilter>('PENDING');
  const access = useModeratorsOnly();
  const allowed = access === 'allowed';
  const list = useChangeRequests(status, allowed);
  const decide = useDecide();
  const decideImport = useDecideImport();
  const lookups = useLookups();

  if (access !== 'allowed') return <ModeratorsOnlyGate access={access} title={t.title} />;

  function reject(id: number) {
    const reason = window.prompt(t.rejectPrompt);
    if (!reason?.trim()) return;
    decide.mutate({ id, reason: reason.trim() }, { onSuccess: () => toastSuccess(t.rejected) });
  }

  function approveImport(id: string) {
    decideImport.mutate({ id }, { onSuccess: (decision) => toastSuccess(messages.imports.batch.approved(decision.requests.length)) });
  }

  function rejectImport(id: string) {
    const reason = window.prompt(t.rejectPrompt);
    if (!reason?.trim()) return;
    decideImport.mutate(
      { id, reason: reason.trim() },
      { onSuccess: (decision) => toastSuccess(messages.imports.batch.rejected(decision.requests.length)) },
    );
  }

  const busy = decide.isPending || decideImport.isPending;
  const card = (request: ChangeRequest) => (
    <RequestCard
      request={request}
      lookups={lookups}
      actions={
        request.status === 'PENDING' && (
          <>
            {request.action === 'COMMENT' ? (
              <button
                type="button"
                className="button button--primary"
                title={t.comment.closeHint}
                disabled={busy}
                onClick={() => decide.mutate({ id: request.id }, { onSuccess: () => toastSuccess(t.comment.closed) })}
              >
                {t.comment.close}
              </button>
            ) : (
              <button
                type="button"
                className="button button--primary"
                disabled={busy}
                onClick={() => decide.mutate({ id: request.id }, { onSuccess: () => toastSuccess(t.approved) })}
              >
                {t.approve}
              </button>
            )}
            <button type="button" className="button" disabled={busy} onClick={() => reject(request.id)}>
              {t.reject}
            </button>
          </>
        )
      }
    />
  );

  const requests = list.data?.content ?? [];
  return (
    <section>
      <h1>{t.title}</h1>
      <ModerationTabs />
      <fieldset className="status-filter">
        <legend className="visually-hidden">{t.statusLabel}</legend>
        {FILTERS.map((value) => (
          <label key={value}>
            <input type="radio" name="status" value={value} checked={status === value} onChange={() => setStatus(value)} />
            {t.statuses[value]}
          </label>
        ))}
      </fieldset>
      {list.isPending && <p>{messages.loading}</p>}
      {list.isError && <p role="alert">{t.loadFailed}</p>}
      {list.isSuccess && requests.length === 0 && <p>{t.empty}</p>}
      <div className="requests">
        {queueEntries(requests).map((entry) =>
          entry.kind === 'request' ? (
            <Fragment key={entry.request.id}>{card(entry.request)}</Fragment>
          ) : (
            <ImportBatch
              key={entry.id}
              id={entry.id}
              requests={entry.requests}
              card={card}
              busy={busy}
              onApproveAll={() => approveImport(entry.id)}
              onRejectAll={() => rejectImport(entry.id)}
            />
          ),
        )}
      </div>
    </section>
  );
}

import { useState } from 'react';
import { useMessages } from '../../../lib/locale';
import { toastSuccess } from '../../../lib/toast-store';
import { type StatusFilter, useChangeRequests, useDecide } from '../api/change-requests';
import { ModerationTabs } from '../components/moderation-tabs';
import { RequestCard } from '../components/request-card';
import { useLookups } from '../components/use-lookups';
import { useModeratorsOnly } from '../lib/use-moderators-only';
import '../components/moderation.css';

const FILTERS: StatusFilter[] = ['PENDING', 'APPROVED', 'REJECTED', 'ALL'];

/** /moderation: change requests by status; pending ones can be approved or rejected. */
export function ModerationPage() {
  const messages = useMessages();
  const t = messages.moderation;
  const [status, setStatus] = useState<StatusFilter>('PENDING');
  const allowed = useModeratorsOnly();
  const list = useChangeRequests(status, allowed);
  const decide = useDecide();
  const lookups = useLookups();

  if (!allowed) return <p>{messages.loading}</p>;

  function reject(id: number) {
    const reason = window.prompt(t.rejectPrompt);
    if (!reason?.trim()) return;
    decide.mutate({ id, reason: reason.trim() }, { onSuccess: () => toastSuccess(t.rejected) });
  }

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
        {requests.map((request) => (
          <RequestCard
            key={request.id}
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
                      disabled={decide.isPending}
                      onClick={() => decide.mutate({ id: request.id }, { onSuccess: () => toastSuccess(t.comment.closed) })}
                    >
                      {t.comment.close}
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="button button--primary"
                      disabled={decide.isPending}
                      onClick={() => decide.mutate({ id: request.id }, { onSuccess: () => toastSuccess(t.approved) })}
                    >
                      {t.approve}
                    </button>
                  )}
                  <button type="button" className="button" disabled={decide.isPending} onClick={() => reject(request.id)}>
                    {t.reject}
                  </button>
                </>
              )
            }
          />
        ))}
      </div>
    </section>
  );
}

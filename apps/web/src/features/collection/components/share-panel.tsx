import { SHARE_DAYS_DEFAULT, SHARE_DAYS_MAX } from '@museum/contract';
import { useId, useState } from 'react';
import { Notice } from '../../../components/ui/notice';
import { saveFailureText } from '../../../lib/error-text';
import { formatMoment, useLocale, useMessages } from '../../../lib/locale';
import { toastSuccess } from '../../../lib/toast-store';
import { useShareRecord, useShareState, useUnshareRecord } from '../api/share';
import { type ChosenField, sharedFields } from './private-choice';

/**
 * «Ссылка для передачи»: a link that opens this dossier without an account, with the private fields
 * ticked now, for the days chosen; shown once (only its hash is kept), revoked at any time (ADR 089).
 * Whether one is live, until when and with which fields, the owner sees each time the page opens.
 */
export function SharePanel({ id, chosen }: { id: number; chosen: readonly ChosenField[] }) {
  const t = useMessages().dossier.share;
  const locale = useLocale();
  const inputId = useId();
  const [days, setDays] = useState(String(SHARE_DAYS_DEFAULT));
  const share = useShareRecord();
  const unshare = useUnshareRecord();
  const state = useShareState(id);
  const labels = useMessages().collection.form;
  const live = state.data?.live;
  // A sum's currency goes with it, as on the record: not a field of its own in the list.
  const shownFields = live?.fields.filter((key) => key !== 'currency') ?? [];

  function handleRevoke() {
    unshare.mutate(id, {
      onSuccess: () => {
        share.reset();
        toastSuccess(t.revoked);
      },
    });
  }

  return (
    <section className="item-section" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{t.title}</h2>
      <p className="field__hint">{t.hint}</p>
      {state.data && (
        <div className="dossier__share-state" role="status">
          {live ? (
            <>
              <p>{t.live(formatMoment(live.expiresAt, locale))}</p>
              <p>{shownFields.length > 0 ? t.liveFields(shownFields.map((key) => labels[key]).join(', ')) : t.liveNoFields}</p>
            </>
          ) : (
            <p className="item-muted">{t.none}</p>
          )}
        </div>
      )}
      <form
        className="form-grid"
        onSubmit={(event) => {
          event.preventDefault();
          share.mutate({ id, body: { fields: sharedFields(chosen), days: Number(days) } });
        }}
      >
        <label className="field" htmlFor={inputId}>
          <span className="field__label">{t.days}</span>
          <input
            id={inputId}
            className="field__input"
            type="number"
            min={1}
            max={SHARE_DAYS_MAX}
            required
            value={days}
            onChange={(event) => setDays(event.target.value)}
          />
        </label>
        <div className="collection-details__links">
          <button type="submit" className="button" disabled={share.isPending}>
            {share.isPending ? t.creating : t.create}
          </button>
          {live && (
            <button type="button" className="button" disabled={unshare.isPending} onClick={handleRevoke}>
              {t.revoke}
            </button>
          )}
        </div>
      </form>
      {share.isError && <Notice kind="error">{saveFailureText(t.failed, share.error)}</Notice>}
      {unshare.isError && <Notice kind="error">{saveFailureText(t.revokeFailed, unshare.error)}</Notice>}
      {share.data && (
        <div>
          <p>{t.created(formatMoment(share.data.expiresAt, locale))}</p>
          <label className="field">
            <span className="field__label">{t.url}</span>
            <input className="field__input dossier__share-url" readOnly value={share.data.url} onFocus={(event) => event.target.select()} />
          </label>
        </div>
      )}
    </section>
  );
}

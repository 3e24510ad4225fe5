import { SHARE_DAYS_DEFAULT, SHARE_DAYS_MAX } from '@museum/contract';
import { useId, useState } from 'react';
import { Notice } from '../../../components/ui/notice';
import { saveFailureText } from '../../../lib/error-text';
import { formatMoment, useLocale, useMessages } from '../../../lib/locale';
import { toastSuccess } from '../../../lib/toast-store';
import { useShareRecord, useUnshareRecord } from '../api/share';
import { type ChosenField, sharedFields } from './private-choice';

/**
 * «Ссылка для передачи»: a link that opens this dossier without an account, with the private fields
 * ticked now, for the days chosen; shown once (only its hash is kept), revoked at any time (ADR 089).
 */
export function SharePanel({ id, chosen }: { id: number; chosen: readonly ChosenField[] }) {
  const t = useMessages().dossier.share;
  const locale = useLocale();
  const inputId = useId();
  const [days, setDays] = useState(String(SHARE_DAYS_DEFAULT));
  const share = useShareRecord();
  const unshare = useUnshareRecord();

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
          <button type="button" className="button" disabled={unshare.isPending} onClick={handleRevoke}>
            {t.revoke}
          </button>
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

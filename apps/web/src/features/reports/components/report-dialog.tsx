import type { ChangeRequestEntity } from '@museum/contract';
import { COMMENT_TEXT_MAX } from '@museum/contract/constants';
import { type FormEvent, useId, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/field';
import { describeError } from '../../../lib/error-text';
import { useMessages } from '../../../lib/locale';
import { toastSuccess } from '../../../lib/toast-store';
import { useReportMistake } from '../api/report-mistake';

/** The note to the moderators: a textarea, sent as a COMMENT change request about the item. */
export function ReportDialog({
  entityType,
  entityId,
  onClose,
}: {
  entityType: ChangeRequestEntity;
  entityId: number;
  onClose: () => void;
}) {
  const t = useMessages().research.report;
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const send = useReportMistake();
  const id = useId();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      setError(t.empty);
      return;
    }
    setError('');
    send.mutate(
      { entityType, entityId, text: text.trim() },
      {
        onSuccess: () => {
          toastSuccess(t.sent);
          onClose();
        },
        onError: (cause) => setError(`${t.sendError}. ${describeError(cause)}`),
      },
    );
  }

  return (
    <Dialog title={t.title} onClose={onClose}>
      <form className="report" onSubmit={handleSubmit} noValidate>
        <label htmlFor={id} className="field__label">
          {t.label}
        </label>
        <textarea
          id={id}
          className="field__input report__text"
          rows={6}
          maxLength={COMMENT_TEXT_MAX}
          value={text}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <small id={`${id}-hint`} className="field__hint">
          {t.hint}
        </small>
        <FieldError id={id} error={error} />
        <div className="report__actions">
          <button type="submit" className="button button--primary" disabled={send.isPending}>
            {t.send}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t.cancel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

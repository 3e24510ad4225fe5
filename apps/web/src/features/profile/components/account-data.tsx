import { type FormEvent, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { fieldError, formErrorText } from '../../../lib/error-text';
import { useMessages } from '../../../lib/locale';
import { useDeleteAccount, useDownloadAccountExport } from '../api/account-data';
import { WantedMailSetting } from './wanted-mail-setting';

/**
 * «Ваши данные» (issue 54, ADR 086): everything the account holds as a file, and the account's
 * deletion, asked for with the password (and the code when the second factor is on).
 */
export function AccountData({
  secondFactor,
  wantedMail,
  onDeleted,
}: {
  secondFactor: boolean;
  wantedMail: boolean;
  onDeleted: () => void;
}) {
  const t = useMessages().profile.data;
  const download = useDownloadAccountExport();
  const [deleting, setDeleting] = useState(false);
  return (
    <section className="profile__section" aria-labelledby="profile-data">
      <h2 id="profile-data">{t.title}</h2>
      <WantedMailSetting wantedMail={wantedMail} />
      <p className="profile__hint">{t.exportHint}</p>
      <div className="profile__actions">
        <button type="button" className="button" disabled={download.isPending} onClick={() => download.mutate()}>
          {download.isPending ? t.exporting : t.export}
        </button>
      </div>
      {download.isError && <Notice kind="error">{formErrorText(download.error, t.exportFailed)}</Notice>}
      <p className="profile__hint">{t.deleteHint}</p>
      <div className="profile__actions">
        <button type="button" className="button button--danger" onClick={() => setDeleting(true)}>
          {t.delete}
        </button>
      </div>
      {deleting && <DeleteDialog secondFactor={secondFactor} onClose={() => setDeleting(false)} onDeleted={onDeleted} />}
    </section>
  );
}

function DeleteDialog({ secondFactor, onClose, onDeleted }: { secondFactor: boolean; onClose: () => void; onDeleted: () => void }) {
  const messages = useMessages();
  const t = messages.profile.data;
  const reauth = messages.profile.reauth;
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const mutation = useDeleteAccount();
  const error = mutation.error;
  const shownAtField = fieldError(error, 'password') || fieldError(error, 'code');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    mutation.mutate(secondFactor ? { password, code: code.trim() } : { password }, { onSuccess: onDeleted });
  }

  return (
    <Dialog title={t.dialogTitle} onClose={onClose}>
      <form className="form" onSubmit={handleSubmit}>
        <p>{t.dialogText}</p>
        <Field
          requiredCheck="browser"
          label={reauth.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
          error={fieldError(error, 'password')}
        />
        {secondFactor && (
          <Field
            requiredCheck="browser"
            label={reauth.code}
            name="code"
            autoComplete="one-time-code"
            required
            hint={reauth.codeHint}
            value={code}
            onChange={setCode}
            error={fieldError(error, 'code')}
          />
        )}
        {error && !shownAtField && <Notice kind="error">{formErrorText(error, t.deleteFailed)}</Notice>}
        <div className="item-form__actions">
          <button type="submit" className="button button--danger" disabled={mutation.isPending}>
            {mutation.isPending ? t.deleting : t.confirm}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t.cancel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

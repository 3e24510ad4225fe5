import { useState } from 'react';
import { Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { formErrorText } from '../../../lib/error-text';
import { ru } from '../../../messages/ru';
import { useChangePassword } from '../api/account';

const t = ru.profile.password;

/** Current and new password; the other sessions end, this one stays. */
export function ChangePasswordForm() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const mutation = useChangePassword();

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    mutation.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrentPassword('');
          setNewPassword('');
        },
      },
    );
  }

  return (
    <section className="profile__section" aria-labelledby="profile-password">
      <h2 id="profile-password">{t.title}</h2>
      <form className="form" onSubmit={handleSubmit}>
        <Field
          requiredCheck="browser"
          label={t.current}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          value={currentPassword}
          onChange={setCurrentPassword}
        />
        <Field
          requiredCheck="browser"
          label={t.next}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          hint={t.hint}
          value={newPassword}
          onChange={setNewPassword}
        />
        {mutation.isError && <Notice kind="error">{formErrorText(mutation.error, t.failed)}</Notice>}
        {mutation.isSuccess && <Notice kind="success">{t.done}</Notice>}
        <button type="submit" className="button button--primary" disabled={mutation.isPending}>
          {mutation.isPending ? t.submitting : t.submit}
        </button>
      </form>
    </section>
  );
}

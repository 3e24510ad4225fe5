import { useState } from 'react';
import { Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { useMessages } from '../../../lib/locale';
import { useChangePassword } from '../api/account';
import { ReauthFailure, ReauthFields, useReauthentication } from './reauth-fields';

/** Current password (and code), then the new one; the other sessions end, this one stays. */
export function ChangePasswordForm({ secondFactor }: { secondFactor: boolean }) {
  const t = useMessages().profile.password;
  const reauth = useReauthentication(secondFactor);
  const [newPassword, setNewPassword] = useState('');
  const mutation = useChangePassword();

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    mutation.mutate(
      { ...reauth.body(), newPassword },
      {
        onSuccess: () => {
          reauth.clear();
          setNewPassword('');
        },
      },
    );
  }

  return (
    <section className="profile__section" aria-labelledby="profile-password">
      <h2 id="profile-password">{t.title}</h2>
      <form className="form" onSubmit={handleSubmit}>
        <ReauthFields state={reauth} error={mutation.error} />
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
        <ReauthFailure error={mutation.error} fallback={t.failed} />
        {mutation.isSuccess && <Notice kind="success">{t.done}</Notice>}
        <button type="submit" className="button button--primary" disabled={mutation.isPending}>
          {mutation.isPending ? t.submitting : t.submit}
        </button>
      </form>
    </section>
  );
}

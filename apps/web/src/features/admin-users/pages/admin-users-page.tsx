import { useState } from 'react';
import { Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { formErrorText } from '../../../lib/error-text';
import { useMessages } from '../../../lib/locale';
import { SignInRequired, useAuth } from '../../auth';
import { useResetSecondFactor } from '../api/admin-users';
import './admin-users.css';

/** Resetting a user's second factor by login, after a confirmation. */
function ResetSecondFactor() {
  const t = useMessages().adminUsers;
  const [username, setUsername] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const reset = useResetSecondFactor();
  return (
    <section className="admin-users__section" aria-labelledby="admin-users-reset">
      <h2 id="admin-users-reset">{t.resetTitle}</h2>
      <p className="admin-users__hint">{t.resetHint}</p>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          const name = username.trim();
          if (!window.confirm(t.confirmReset(name))) return;
          setDone(null);
          reset.mutate(name, { onSuccess: () => setDone(name) });
        }}
      >
        <Field requiredCheck="browser" label={t.username} name="username" required value={username} onChange={setUsername} />
        {reset.isError && <Notice kind="error">{formErrorText(reset.error, t.failed)}</Notice>}
        {done && <Notice kind="success">{t.resetDone(done)}</Notice>}
        <button type="submit" className="button" disabled={reset.isPending}>
          {reset.isPending ? t.resetting : t.reset}
        </button>
      </form>
    </section>
  );
}

function AdminUsers() {
  const t = useMessages().adminUsers;
  const { user, isAdmin } = useAuth();
  if (!user) return null;
  return (
    <div className="admin-users">
      <h1>{t.title}</h1>
      {isAdmin ? <ResetSecondFactor /> : <p>{t.onlyAdmins}</p>}
    </div>
  );
}

/** /admin/users: account administration for admins (for now, resetting a second factor). */
export function AdminUsersPage() {
  const t = useMessages().adminUsers;
  return (
    <SignInRequired title={t.title} prompt={t.onlyAdmins}>
      <AdminUsers />
    </SignInRequired>
  );
}

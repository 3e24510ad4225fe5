import type { ReactNode } from 'react';
import { ru } from '../../../messages/ru';
import { useKeptSignIn } from '../lib/use-kept-sign-in';
import { useAuthDialogs } from './auth-dialogs';

/** Shows its children to a signed-in user (kept when the session ends while editing); others get a prompt to log in. */
export function SignInRequired({ title, children }: { title: string; children: ReactNode }) {
  const { show, loading } = useKeptSignIn();
  const dialogs = useAuthDialogs();
  if (loading) return <p>{ru.loading}</p>;
  if (show) return children;
  return (
    <section className="item-form">
      <h1>{title}</h1>
      <p>{ru.addEdit.loginPrompt}</p>
      <button type="button" className="button button--primary" onClick={() => dialogs.open('login')}>
        {ru.addEdit.login}
      </button>
    </section>
  );
}

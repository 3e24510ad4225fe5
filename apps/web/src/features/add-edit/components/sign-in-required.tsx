import type { ReactNode } from 'react';
import { ru } from '../../../messages/ru';
import { useAuthDialogs } from '../../auth/components/auth-dialogs';
import { useAuth } from '../../auth/lib/use-auth';

/** Shows its children to a signed-in user; others get a prompt to log in. */
export function SignInRequired({ title, children }: { title: string; children: ReactNode }) {
  const { session, user } = useAuth();
  const dialogs = useAuthDialogs();
  if (session && !user) return <p>{ru.loading}</p>;
  if (user) return children;
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

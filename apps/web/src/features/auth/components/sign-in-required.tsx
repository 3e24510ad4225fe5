import type { ReactNode } from 'react';
import { ru } from '../../../messages/ru';
import { useKeptSignIn } from '../lib/use-kept-sign-in';
import { useAuthDialogs } from './auth-dialogs';

type Props = {
  title: string;
  /** What signing in gives on this page; the add and edit pages' words by default. */
  prompt?: string;
  children: ReactNode;
};

/** Shows its children to a signed-in user (kept when the session ends while editing); others get a prompt to log in. */
export function SignInRequired({ title, prompt = ru.addEdit.loginPrompt, children }: Props) {
  const { show, loading } = useKeptSignIn();
  const dialogs = useAuthDialogs();
  if (loading) return <p>{ru.loading}</p>;
  if (show) return children;
  return (
    <section className="item-form">
      <h1>{title}</h1>
      <p>{prompt}</p>
      <button type="button" className="button button--primary" onClick={() => dialogs.open('login')}>
        {ru.addEdit.login}
      </button>
    </section>
  );
}

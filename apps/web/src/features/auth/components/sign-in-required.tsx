import type { ReactNode } from 'react';
import { useMessages } from '../../../lib/locale';
import { useKeptSignIn } from '../lib/use-kept-sign-in';
import { useAuthDialogs } from './auth-dialogs';

type Props = {
  title: string;
  /** What signing in gives on this page; the add and edit pages' words by default. */
  prompt?: string;
  children: ReactNode;
};

/** Shows its children to a signed-in user (kept when the session ends while editing); others get a prompt to log in. */
export function SignInRequired({ title, prompt, children }: Props) {
  const messages = useMessages();
  const { show, loading } = useKeptSignIn();
  if (loading) return <p>{messages.loading}</p>;
  if (show) return children;
  return <SignInPrompt title={title} prompt={prompt} />;
}

/** In place of a page for signed-in readers: its heading, what signing in gives, and «Войти»; the address stays. */
export function SignInPrompt({ title, prompt }: Omit<Props, 'children'>) {
  const messages = useMessages();
  const dialogs = useAuthDialogs();
  return (
    <section className="item-form">
      <h1>{title}</h1>
      <p>{prompt ?? messages.addEdit.loginPrompt}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => dialogs.open('login')}
        onPointerEnter={dialogs.preload}
        onFocus={dialogs.preload}
      >
        {messages.addEdit.login}
      </button>
    </section>
  );
}

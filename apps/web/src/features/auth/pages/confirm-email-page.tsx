import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Notice } from '../../../components/ui/notice';
import { ApiError } from '../../../lib/api-client';
import { ru } from '../../../messages/ru';
import { useConfirmEmail } from '../api/confirm-email';
import { useAuthDialogs } from '../components/auth-dialogs';
import '../components/auth-pages.css';

const t = ru.auth.confirm;

/** /confirm-email?token=: confirms the address once on arrival, shows the result and offers to log in. */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const mutation = useConfirmEmail();
  const dialogs = useAuthDialogs();
  const sent = useRef(false);
  const { mutate } = mutation;

  useEffect(() => {
    // The token is single-use: a second call (StrictMode, re-render) would report it as used.
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  let result: React.ReactNode;
  if (!token) result = <Notice kind="error">{t.noToken}</Notice>;
  else if (mutation.isSuccess) result = <Notice kind="success">{t.done}</Notice>;
  else if (mutation.isError)
    result = (
      <Notice kind="error">{mutation.error instanceof ApiError && mutation.error.code === 'INVALID_TOKEN' ? t.invalid : t.failed}</Notice>
    );
  else result = <p role="status">{t.checking}</p>;

  return (
    <section className="auth-page">
      <h1>{t.title}</h1>
      {result}
      {mutation.isSuccess && (
        <button type="button" className="button button--primary" onClick={() => dialogs.open('login')}>
          {t.login}
        </button>
      )}
    </section>
  );
}

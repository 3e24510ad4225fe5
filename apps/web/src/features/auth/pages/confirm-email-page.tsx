import { EMAIL_TOKEN_TEXT } from '@museum/contract/constants';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Notice } from '../../../components/ui/notice';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { activeMessages, useMessages } from '../../../lib/locale';
import { useConfirmEmail } from '../api/confirm-email';
import { useAuthDialogs } from '../components/auth-dialogs';
import '../components/auth-pages.css';

/** Used or expired (the server tells them apart from nothing) or a link the server refused as malformed. */
function confirmErrorText(error: unknown): string {
  const messages = activeMessages();
  const t = messages.auth.confirm;
  if (error instanceof ApiError && error.code === 'INVALID_TOKEN') return t.invalid;
  if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') return t.malformed;
  return error instanceof NetworkError ? messages.offline : t.failed;
}

/** /confirm-email?token=: confirms the address once on arrival, shows the result and offers to log in. */
export function ConfirmEmailPage() {
  const t = useMessages().auth.confirm;
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // A link cut short by a mail program cannot work: say so without spending a request.
  const wellFormed = EMAIL_TOKEN_TEXT.test(token);
  const mutation = useConfirmEmail();
  const dialogs = useAuthDialogs();
  const sent = useRef(false);
  const { mutate } = mutation;

  useEffect(() => {
    // The token is single-use: a second call (StrictMode, re-render) would report it as used.
    if (!wellFormed || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, wellFormed, mutate]);

  let result: React.ReactNode;
  if (!token) result = <Notice kind="error">{t.noToken}</Notice>;
  else if (!wellFormed) result = <Notice kind="error">{t.malformed}</Notice>;
  else if (mutation.isSuccess) result = <Notice kind="success">{t.done}</Notice>;
  else if (mutation.isError) result = <Notice kind="error">{confirmErrorText(mutation.error)}</Notice>;
  else result = <p role="status">{t.checking}</p>;
  // Every end offers the next step: logging in (which offers a new mail to an unconfirmed account).
  const finished = !wellFormed || mutation.isSuccess || mutation.isError;

  return (
    <section className="auth-page">
      <h1>{t.title}</h1>
      {result}
      {finished && (
        <button type="button" className="button button--primary" onClick={() => dialogs.open('login')}>
          {t.login}
        </button>
      )}
    </section>
  );
}

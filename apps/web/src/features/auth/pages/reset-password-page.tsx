import { EMAIL_TOKEN_TEXT } from '@museum/contract/constants';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { ApiError } from '../../../lib/api-client';
import { formErrorText } from '../../../lib/error-text';
import { activeMessages, useMessages } from '../../../lib/locale';
import { useResetPassword } from '../api/reset-password';
import { useAuthDialogs } from '../components/auth-dialogs';
import '../components/auth-pages.css';

const isInvalidToken = (error: unknown) => error instanceof ApiError && error.code === 'INVALID_TOKEN';

function resetErrorText(error: unknown): string {
  const messages = activeMessages();
  const t = messages.auth.reset;
  return isInvalidToken(error) ? t.invalid : formErrorText(error, t.failed);
}

/** /reset-password?token=: a new-password form; the user then logs in with it. */
export function ResetPasswordPage() {
  const messages = useMessages();
  const t = messages.auth.reset;
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const wellFormed = EMAIL_TOKEN_TEXT.test(token);
  const [password, setPassword] = useState('');
  const mutation = useResetPassword();
  const dialogs = useAuthDialogs();

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    mutation.mutate({ token, password });
  }

  return (
    <section className="auth-page">
      <h1>{t.title}</h1>
      {!wellFormed && <Notice kind="error">{token ? t.malformed : t.noToken}</Notice>}
      {(!wellFormed || isInvalidToken(mutation.error)) && (
        <button type="button" className="button" onClick={() => dialogs.open('forgot')}>
          {t.requestAgain}
        </button>
      )}
      {wellFormed && mutation.isSuccess && (
        <>
          <Notice kind="success">{t.done}</Notice>
          <button type="button" className="button button--primary" onClick={() => dialogs.open('login')}>
            {t.login}
          </button>
        </>
      )}
      {wellFormed && !mutation.isSuccess && (
        <form className="form" onSubmit={handleSubmit}>
          <Field
            requiredCheck="browser"
            label={messages.auth.fields.newPassword}
            name="password"
            type="password"
            autoComplete="new-password"
            hint={t.passwordRule}
            required
            value={password}
            onChange={setPassword}
          />
          {mutation.isError && <Notice kind="error">{resetErrorText(mutation.error)}</Notice>}
          <button type="submit" className="button button--primary" disabled={mutation.isPending}>
            {mutation.isPending ? t.submitting : t.submit}
          </button>
        </form>
      )}
    </section>
  );
}

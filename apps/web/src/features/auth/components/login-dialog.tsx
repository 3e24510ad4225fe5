import type { LoginDto } from '@museum/contract';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { useMessages } from '../../../lib/locale';
import { isAccountPage, returnPath } from '../../../lib/return-to';
import { setSession } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast-store';
import { useLogin, useLoginSecondFactor } from '../api/login';
import { useResendConfirmation } from '../api/resend-confirmation';
import { loginErrorMessage, resendErrorMessage } from '../lib/auth-errors';
import type { AuthDialogKind } from './auth-dialogs';

/** `onSignedIn` closes the dialog after a successful sign-in (the provider then places focus). */
type Props = { onClose: () => void; onSignedIn: () => void; onSwitch: (kind: AuthDialogKind) => void };

/** Login by username or e-mail; offers to resend the activation mail only for an unconfirmed account. */
export function LoginDialog({ onClose, onSignedIn, onSwitch }: Props) {
  const messages = useMessages();
  const t = messages.auth;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ message: string; offerResend: boolean } | null>(null);
  const [resendNotice, setResendNotice] = useState<{ ok: boolean; text: string } | null>(null);
  /** Set once the password was right and the account asks for a second-factor code. */
  const [challenge, setChallenge] = useState<string | null>(null);
  const [code, setCode] = useState('');
  /** The fields left empty at the last submit, each told so under it (as every other form does). */
  const [empty, setEmpty] = useState<ReadonlySet<'username' | 'password' | 'code'>>(new Set());
  const emptyError = (field: 'username' | 'password' | 'code') => (empty.has(field) ? messages.uiControls.required : undefined);
  /** Keeps a field's value and drops its "required" once it has some. */
  const typed = (field: 'username' | 'password' | 'code', set: (value: string) => void) => (value: string) => {
    set(value);
    if (value.trim() && empty.has(field)) setEmpty(new Set([...empty].filter((name) => name !== field)));
  };
  const loginMutation = useLogin();
  const secondFactorMutation = useLoginSecondFactor();

  function signedIn(answer: LoginDto) {
    setSession({ token: answer.token, role: answer.role });
    toastSuccess(t.login.welcome(answer.username));
    onSignedIn();
    // Logged in from a registration or e-mail link page: back to what the user was reading.
    if (isAccountPage(pathname)) navigate(returnPath(), { replace: true });
  }
  const resendMutation = useResendConfirmation();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    const missing = new Set([...(username.trim() ? [] : ['username' as const]), ...(password ? [] : ['password' as const])]);
    setEmpty(missing);
    if (missing.size > 0) return;
    setError(null);
    setResendNotice(null);
    loginMutation.mutate(
      { username: username.trim(), password },
      {
        onSuccess: (answer) => {
          if ('secondFactorRequired' in answer) setChallenge(answer.challenge);
          else signedIn(answer);
        },
        onError: (failure) => {
          setSession(null);
          setError(loginErrorMessage(failure));
        },
      },
    );
  }

  function handleCode(event: React.FormEvent) {
    event.preventDefault();
    if (!challenge) return;
    setEmpty(new Set(code.trim() ? [] : ['code' as const]));
    if (!code.trim()) return;
    setError(null);
    secondFactorMutation.mutate(
      { challenge, code: code.trim() },
      {
        onSuccess: signedIn,
        onError: (failure) => {
          const message = loginErrorMessage(failure);
          // An expired challenge means starting over with the password.
          if (message.restart) {
            setChallenge(null);
            setCode('');
          }
          setError(message);
        },
      },
    );
  }

  function handleResend() {
    setResendNotice(null);
    resendMutation.mutate(username.trim(), {
      onSuccess: () => setResendNotice({ ok: true, text: t.resend.sent }),
      onError: (failure) => setResendNotice({ ok: false, text: resendErrorMessage(failure) }),
    });
  }

  if (challenge) {
    return (
      <Dialog title={t.login.title} onClose={onClose}>
        <form className="form" noValidate onSubmit={handleCode}>
          <p>{t.login.secondFactorHint}</p>
          <Field
            label={t.login.secondFactorCode}
            name="code"
            autoComplete="one-time-code"
            required
            error={emptyError('code')}
            value={code}
            onChange={typed('code', setCode)}
          />
          {error && <Notice kind="error">{error.message}</Notice>}
          <button type="submit" className="button button--primary" disabled={secondFactorMutation.isPending}>
            {secondFactorMutation.isPending ? t.login.submitting : t.login.submit}
          </button>
        </form>
      </Dialog>
    );
  }

  return (
    <Dialog title={t.login.title} onClose={onClose}>
      <form className="form" noValidate onSubmit={handleSubmit}>
        <Field
          label={t.fields.login}
          name="username"
          autoComplete="username"
          required
          error={emptyError('username')}
          value={username}
          onChange={typed('username', setUsername)}
        />
        <Field
          label={t.fields.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={emptyError('password')}
          value={password}
          onChange={typed('password', setPassword)}
        />
        {error && <Notice kind="error">{error.message}</Notice>}
        {error?.offerResend && (
          <button type="button" className="link-button" onClick={handleResend} disabled={resendMutation.isPending}>
            {t.login.resend}
          </button>
        )}
        {resendNotice && <Notice kind={resendNotice.ok ? 'success' : 'error'}>{resendNotice.text}</Notice>}
        <button type="submit" className="button button--primary" disabled={loginMutation.isPending}>
          {loginMutation.isPending ? t.login.submitting : t.login.submit}
        </button>
        <div className="form__links">
          <button type="button" className="link-button" onClick={() => onSwitch('register')}>
            {t.login.toRegister}
          </button>
          <button type="button" className="link-button" onClick={() => onSwitch('forgot')}>
            {t.login.toForgot}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { useMessages } from '../../../lib/locale';
import { useRegister } from '../api/register';
import { registerErrorMessage } from '../lib/auth-errors';

/** Username, password and e-mail; on success the fields give way to the "check your mail" notice. */
export function RegisterForm({ children }: { children?: React.ReactNode }) {
  const t = useMessages().auth;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Whether the form is still on screen: an account made after the dialog was closed is told in a toast.
  const onScreen = useRef(false);
  useEffect(() => {
    onScreen.current = true;
    return () => {
      onScreen.current = false;
    };
  }, []);
  const mutation = useRegister(() => !onScreen.current);
  // Set at once, before React re-renders the button as disabled: a second click of a quick
  // double click must not send the form again.
  const sending = useRef(false);
  const doneRef = useRef<HTMLDivElement>(null);

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    // The last refusal stays until the answer replaces it: removing it now would move the button and
    // the link under it up beneath the pointer, and a double click's second press would follow the link.
    mutation.mutate(
      { username: username.trim(), password, email: email.trim() },
      {
        onError: (failure) => setError(registerErrorMessage(failure)),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  }

  // The form gives way to the notice: focus goes to it, not to the page under the dialog.
  useEffect(() => {
    if (mutation.isSuccess) doneRef.current?.focus();
  }, [mutation.isSuccess]);

  if (mutation.isSuccess)
    return (
      <div ref={doneRef} tabIndex={-1} className="register-done">
        <Notice kind="success">{t.register.success}</Notice>
      </div>
    );

  return (
    <form className="form" onSubmit={handleSubmit}>
      <Field
        requiredCheck="browser"
        label={t.fields.username}
        name="username"
        autoComplete="username"
        required
        value={username}
        onChange={setUsername}
        hint={t.register.hint}
      />
      <Field
        requiredCheck="browser"
        label={t.fields.password}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={setPassword}
      />
      <Field
        requiredCheck="browser"
        label={t.fields.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={setEmail}
      />
      {error && <Notice kind="error">{error}</Notice>}
      <button type="submit" className="button button--primary" disabled={mutation.isPending}>
        {mutation.isPending ? t.register.submitting : t.register.submit}
      </button>
      {children}
    </form>
  );
}

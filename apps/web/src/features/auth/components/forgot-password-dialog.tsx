import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { useMessages } from '../../../lib/locale';
import { toastSuccess } from '../../../lib/toast-store';
import { useForgotPassword } from '../api/forgot-password';
import { forgotErrorMessage } from '../lib/auth-errors';
import type { AuthDialogKind } from './auth-dialogs';

type Props = { onClose: () => void; onSwitch: (kind: AuthDialogKind) => void };

/** Asks for a reset link; success closes the dialog and says where the mail went. */
export function ForgotPasswordDialog({ onClose, onSwitch }: Props) {
  const t = useMessages().auth;
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useForgotPassword();

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    mutation.mutate(email.trim(), {
      onSuccess: () => {
        toastSuccess(t.forgot.sent);
        onClose();
      },
      onError: (failure) => setError(forgotErrorMessage(failure)),
    });
  }

  return (
    <Dialog title={t.forgot.title} onClose={onClose}>
      <form className="form" onSubmit={handleSubmit}>
        <p className="dialog__text">{t.forgot.hint}</p>
        <Field
          requiredCheck="browser"
          label={t.fields.emailOrLogin}
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={setEmail}
        />
        {error && <Notice kind="error">{error}</Notice>}
        <button type="submit" className="button button--primary" disabled={mutation.isPending}>
          {mutation.isPending ? t.forgot.submitting : t.forgot.submit}
        </button>
        <div className="form__links">
          <button type="button" className="link-button" onClick={() => onSwitch('login')}>
            {t.forgot.toLogin}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

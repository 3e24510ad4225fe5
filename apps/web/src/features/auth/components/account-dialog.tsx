import type { AuthDialogKind } from './auth-dialogs';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { LoginDialog } from './login-dialog';
import { RegisterDialog } from './register-dialog';

type Props = {
  kind: AuthDialogKind;
  onClose: () => void;
  /** After a successful sign-in (the login dialog's). */
  onSignedIn: () => void;
  onSwitch: (kind: AuthDialogKind) => void;
};

/**
 * The open account dialog: the three are one chunk that AuthDialogsProvider fetches when a visitor
 * reaches for «Войти» or «Регистрация» or opens one, so they are in no page's first load (ADR 072).
 */
export function AccountDialog({ kind, onClose, onSignedIn, onSwitch }: Props) {
  if (kind === 'login') return <LoginDialog onClose={onClose} onSignedIn={onSignedIn} onSwitch={onSwitch} />;
  if (kind === 'register') return <RegisterDialog onClose={onClose} onSwitch={onSwitch} />;
  return <ForgotPasswordDialog onClose={onClose} onSwitch={onSwitch} />;
}

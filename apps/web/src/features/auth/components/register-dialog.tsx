import { Dialog } from '../../../components/ui/dialog';
import { useMessages } from '../../../lib/locale';
import type { AuthDialogKind } from './auth-dialogs';
import { RegisterForm } from './register-form';

type Props = { onClose: () => void; onSwitch: (kind: AuthDialogKind) => void };

export function RegisterDialog({ onClose, onSwitch }: Props) {
  const messages = useMessages();
  return (
    <Dialog title={messages.auth.register.title} onClose={onClose}>
      <RegisterForm>
        <div className="form__links">
          <button
            type="button"
            className="link-button"
            // Not the second press of a double click on «Зарегистрироваться» that the form moved this link under.
            onClick={(event) => {
              if (event.detail <= 1) onSwitch('login');
            }}
          >
            {messages.auth.register.toLogin}
          </button>
        </div>
      </RegisterForm>
    </Dialog>
  );
}

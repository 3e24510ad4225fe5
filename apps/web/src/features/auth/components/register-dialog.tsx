import { Dialog } from '../../../components/ui/dialog';
import { ru } from '../../../messages/ru';
import type { AuthDialogKind } from './auth-dialogs';
import { RegisterForm } from './register-form';

type Props = { onClose: () => void; onSwitch: (kind: AuthDialogKind) => void };

export function RegisterDialog({ onClose, onSwitch }: Props) {
  return (
    <Dialog title={ru.auth.register.title} onClose={onClose}>
      <RegisterForm>
        <div className="form__links">
          <button type="button" className="link-button" onClick={() => onSwitch('login')}>
            {ru.auth.register.toLogin}
          </button>
        </div>
      </RegisterForm>
    </Dialog>
  );
}

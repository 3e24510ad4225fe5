import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { onSessionEnded } from '../../../lib/api-client';
import { toastError } from '../../../lib/toast-store';
import { ru } from '../../../messages/ru';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { LoginDialog } from './login-dialog';
import { RegisterDialog } from './register-dialog';

export type AuthDialogKind = 'login' | 'register' | 'forgot';

type AuthDialogsApi = { open: (kind: AuthDialogKind) => void; close: () => void };

const AuthDialogsContext = createContext<AuthDialogsApi | null>(null);

/** Opens the login, registration and reset dialogs from anywhere (header, pages). */
export function useAuthDialogs(): AuthDialogsApi {
  const api = useContext(AuthDialogsContext);
  if (!api) throw new Error('useAuthDialogs needs <AuthDialogsProvider>');
  return api;
}

/**
 * Holds which account dialog is open. A dialog is mounted only while open, so closing or
 * switching always starts the next one with empty fields and no notices.
 */
export function AuthDialogsProvider({ children }: { children: ReactNode }) {
  const [kind, setKind] = useState<AuthDialogKind | null>(null);
  const api = useMemo<AuthDialogsApi>(() => ({ open: setKind, close: () => setKind(null) }), []);
  // A 401 ended the session: say so and offer to log in again; pages keep what was typed.
  useEffect(
    () =>
      onSessionEnded(() => {
        toastError(ru.auth.sessionEnded);
        setKind('login');
      }),
    [],
  );
  return (
    <AuthDialogsContext.Provider value={api}>
      {children}
      {kind === 'login' && <LoginDialog onClose={api.close} onSwitch={setKind} />}
      {kind === 'register' && <RegisterDialog onClose={api.close} onSwitch={setKind} />}
      {kind === 'forgot' && <ForgotPasswordDialog onClose={api.close} onSwitch={setKind} />}
    </AuthDialogsContext.Provider>
  );
}

import { createContext, type ReactNode, type RefObject, Suspense, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { focusPageHeading } from '../../../components/ui/use-focus-trap';
import { onSessionEnded } from '../../../lib/api-client';
import { useMessages } from '../../../lib/locale';
import { onDemand } from '../../../lib/on-demand';
import { toastError } from '../../../lib/toast-store';
import { useAuth } from '../lib/use-auth';

// The login, registration and reset dialogs (their forms, requests and error texts): fetched when
// a visitor reaches for a control that opens one (`preload`) or opens one, never with the page.
const accountDialog = onDemand(() => import('./account-dialog').then((module) => module.AccountDialog));

export type AuthDialogKind = 'login' | 'register' | 'forgot';

type FocusTarget = RefObject<HTMLElement | null>;

type AuthDialogsApi = {
  open: (kind: AuthDialogKind) => void;
  close: () => void;
  /** Starts fetching the dialogs' code ahead of a click (pointer over or focus on a control that opens one). */
  preload: () => void;
  /** Names the control that takes focus after a sign-in (see useSignInFocusTarget); returns the undo. */
  setSignInFocusTarget: (target: FocusTarget) => () => void;
};

const AuthDialogsContext = createContext<AuthDialogsApi | null>(null);

/** Opens the login, registration and reset dialogs from anywhere (header, pages). */
export function useAuthDialogs(): AuthDialogsApi {
  const api = useContext(AuthDialogsContext);
  if (!api) throw new Error('useAuthDialogs needs <AuthDialogsProvider>');
  return api;
}

/**
 * Makes `target` (the header's account menu) the place focus goes after a sign-in, while mounted;
 * `null` names nothing. A target that cannot take focus (hidden on a phone) gives way to the page's heading.
 */
export function useSignInFocusTarget(target: FocusTarget | null): void {
  const { setSignInFocusTarget } = useAuthDialogs();
  useEffect(() => (target ? setSignInFocusTarget(target) : undefined), [setSignInFocusTarget, target]);
}

/**
 * Mounted from a sign-in until the user is read: by then the controls that opened the dialog
 * («Войти») have given way to the account's. Focus, if it went with them, moves to the named
 * target, else to the page's heading, never left on the body.
 */
function FocusAfterSignIn({ target, onDone }: { target: () => HTMLElement | null; onDone: () => void }) {
  const { user } = useAuth();
  useEffect(() => {
    if (!user) return;
    onDone();
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const element = target();
    element?.focus();
    if (!element || document.activeElement !== element) focusPageHeading();
  }, [user, target, onDone]);
  return null;
}

/**
 * Holds which account dialog is open. A dialog is mounted only while open, so closing or
 * switching always starts the next one with empty fields and no notices.
 */
export function AuthDialogsProvider({ children }: { children: ReactNode }) {
  const messages = useMessages();
  const [kind, setKind] = useState<AuthDialogKind | null>(null);
  const focusTarget = useRef<FocusTarget | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const api = useMemo<AuthDialogsApi>(
    () => ({
      open: setKind,
      close: () => setKind(null),
      preload: accountDialog.preload,
      setSignInFocusTarget: (target) => {
        focusTarget.current = target;
        return () => {
          if (focusTarget.current === target) focusTarget.current = null;
        };
      },
    }),
    [],
  );
  // Stable, so FocusAfterSignIn's effect runs on the user's arrival alone.
  const signIn = useMemo(
    () => ({
      done: () => {
        setKind(null);
        setSigningIn(true);
      },
      focused: () => setSigningIn(false),
      target: () => focusTarget.current?.current ?? null,
    }),
    [],
  );
  // A 401 ended the session: say so and offer to log in again; pages keep what was typed.
  useEffect(
    () =>
      onSessionEnded(() => {
        toastError(messages.auth.sessionEnded);
        setKind('login');
      }),
    [messages.auth.sessionEnded],
  );
  return (
    <AuthDialogsContext.Provider value={api}>
      {children}
      {kind && (
        // A dialog covers the page: nothing shows (and nothing moves) until its code is in.
        <Suspense fallback={null}>
          {/* Keyed by kind: switching starts the next dialog with empty fields and no notices. */}
          <accountDialog.Component key={kind} kind={kind} onClose={api.close} onSignedIn={signIn.done} onSwitch={setKind} />
        </Suspense>
      )}
      {signingIn && <FocusAfterSignIn target={signIn.target} onDone={signIn.focused} />}
    </AuthDialogsContext.Provider>
  );
}

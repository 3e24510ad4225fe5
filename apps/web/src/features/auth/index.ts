// The account feature's public entry: who is signed in, the sign-in dialogs and the sign-in gate.
export { useForgetSession, useLogout } from './api/logout';
export { AuthDialogsProvider, useAuthDialogs, useSignInFocusTarget } from './components/auth-dialogs';
export { SignInPrompt, SignInRequired } from './components/sign-in-required';
export { useAuth } from './lib/use-auth';
export { useKeptSignIn } from './lib/use-kept-sign-in';

// The account feature's public entry: who is signed in, the sign-in dialogs, and its pages.
import { lazyPage } from '../../lib/lazy-page';

export { useLogout } from './api/logout';
export { AuthDialogsProvider, useAuthDialogs } from './components/auth-dialogs';
export { SignInRequired } from './components/sign-in-required';
export { useAuth } from './lib/use-auth';
export { useKeptSignIn } from './lib/use-kept-sign-in';

export const authPages = {
  register: lazyPage(() => import('./pages/register-page'), 'RegisterPage'),
  confirmEmail: lazyPage(() => import('./pages/confirm-email-page'), 'ConfirmEmailPage'),
  resetPassword: lazyPage(() => import('./pages/reset-password-page'), 'ResetPasswordPage'),
};

// The feature's pages as lazy route loaders, for the app's router only (ADR 031).
import { lazyPage } from '../../lib/lazy-page';

export const authPages = {
  register: lazyPage(() => import('./pages/register-page'), 'RegisterPage'),
  confirmEmail: lazyPage(() => import('./pages/confirm-email-page'), 'ConfirmEmailPage'),
  resetPassword: lazyPage(() => import('./pages/reset-password-page'), 'ResetPasswordPage'),
};

import type { Catalogue } from '../catalogue';
import type { auth as ruAuth } from '../ru/auth';
import { waitText } from './count';

/** Texts of the account dialogs and pages (sign-in, registration, password reset, e-mail links). */
export const auth: Catalogue<typeof ruAuth> = {
  fields: {
    login: 'Username or e-mail',
    username: 'Username',
    password: 'Password',
    newPassword: 'New password',
    email: 'E-mail',
    emailOrLogin: 'E-mail or username',
  },
  login: {
    title: 'Sign in',
    submit: 'Sign in',
    submitting: 'Signing in…',
    toRegister: 'No account yet? Register',
    toForgot: 'Forgot your password?',
    resend: 'Send the e-mail again',
    notConfirmed: 'This account is not confirmed yet. We can send the e-mail again.',
    badCredentials: 'Wrong username or password',
    rateLimited: 'Too many sign-in attempts. Please try again later.',
    rateLimitedFor: (seconds: number) => `Too many sign-in attempts. Please try again in ${waitText(seconds)}.`,
    failed: 'Could not sign in. Please try again later.',
    welcome: (username: string) => `Welcome, ${username}!`,
    secondFactorHint: 'Enter the six digits from your authenticator app or one of your recovery codes.',
    secondFactorCode: 'Code',
    badCode: 'Wrong or already used code',
  },
  rateLimited: 'Too many requests. Please try again later.',
  resend: {
    sent: 'If the account is waiting for confirmation, we have sent the e-mail again.',
    failed: 'The e-mail could not be sent again.',
  },
  register: {
    title: 'Register',
    submit: 'Register',
    submitting: 'Sending…',
    toLogin: 'Already have an account? Sign in',
    hint: 'Username: 3 to 32 letters, digits, “_”, “.” or “-”. Password: at least 8 characters.',
    success: 'Almost done! We have sent you an e-mail: confirm your address with the link in it, then sign in.',
    failed: 'Registration failed',
    pageTitle: 'Registration',
    loginNow: 'Sign in',
  },
  forgot: {
    title: 'Reset password',
    submit: 'Send the link',
    submitting: 'Sending…',
    toLogin: 'Remembered it? Sign in',
    hint: 'Enter your e-mail or username and we will send a link to set a new password.',
    sent: 'A password reset link is on its way. If it does not arrive, check your spam folder.',
    notFound: 'The password reset failed. There is no such user.',
    failed: 'The reset link could not be requested. Please try again later.',
  },
  confirm: {
    title: 'E-mail confirmation',
    checking: 'Checking the link…',
    done: 'Your address is confirmed. You can sign in now.',
    invalid:
      'This link no longer works: it has expired or has already been used. If your address is confirmed, just sign in; if not, sign in and we will offer to send the e-mail again.',
    malformed:
      'This link is damaged: it seems only part of it was copied. Open it from the e-mail again, or sign in and we will offer to send a new one.',
    noToken:
      'The link has no confirmation code. Open the whole link from the e-mail, or sign in and we will offer to send the e-mail again.',
    failed: 'Your address could not be confirmed. Please try again later.',
    login: 'Sign in',
  },
  reset: {
    title: 'New password',
    submit: 'Save password',
    submitting: 'Saving…',
    done: 'Password changed. Sign in with the new password.',
    invalid: 'This link no longer works: it has expired or has already been used. Request a reset again.',
    malformed: 'This link is damaged: it seems only part of it was copied. Open it from the e-mail again or request a new one.',
    noToken: 'The link has no password reset code. Open the whole link from the e-mail or request a new one.',
    passwordRule: 'From 8 to 128 characters; a phrase of several words works well.',
    requestAgain: 'Request a new link',
    failed: 'The password could not be changed. Please try again later.',
    login: 'Sign in',
  },
  sessionEnded: 'Your session has ended. Sign in again: what you typed on this page stays.',
};

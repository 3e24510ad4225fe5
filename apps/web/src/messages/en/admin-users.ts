import type { Catalogue } from '../catalogue';
import type { adminUsers as ruAdminUsers } from '../ru/admin-users';

/** Texts of the admins' Users page. */
export const adminUsers: Catalogue<typeof ruAdminUsers> = {
  title: 'Users',
  link: 'Users',
  onlyAdmins: 'This page is for administrators only.',
  resetTitle: 'Second factor',
  resetHint:
    'If someone has lost both the phone with the authenticator app and the recovery codes, reset their second factor: all their sessions end, they get an e-mail, and they can sign in with the password alone.',
  username: 'Username',
  reset: 'Reset second factor',
  resetting: 'Resetting…',
  confirmReset: (username: string) => `Reset the second factor of “${username}”? All their sessions will end and they will get an e-mail.`,
  resetDone: (username: string) => `The second factor of “${username}” is reset and their sessions are ended.`,
  failed: 'The second factor could not be reset. Please try again later.',
};

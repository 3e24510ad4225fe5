import { HEADER_TEXTS } from '@museum/contract';
import type { Catalogue } from '../catalogue';
import type { shell as ruShell } from '../ru/shell';
import { language } from './language';

/** Texts of the site shell: header, mobile menu, dialogs, toasts. */
export const shell: Catalogue<typeof ruShell> = {
  header: {
    navLabel: HEADER_TEXTS.en.navLabel,
    openMenu: HEADER_TEXTS.en.openMenu,
    closeMenu: 'Close the menu',
    menuTitle: 'Menu',
    login: HEADER_TEXTS.en.login,
    register: HEADER_TEXTS.en.register,
    logout: 'Sign out',
    account: (username: string) => `Signed in as ${username}`,
    accountMenu: (username: string) => `Menu of ${username}`,
  },
  dialog: { close: 'Close' },
  toasts: {
    close: 'Close the notice',
    success: 'Done',
    unknownError: 'Unknown error',
    httpError: (status: number, text: string) => `Error ${status}: ${text}`,
    status: {
      unauthorized: 'please sign in again',
      forbidden: 'not allowed',
      notFound: 'not found',
      tooLarge: 'the request is too large',
      tooMany: 'too many requests, please try again later',
      server: 'the server did not answer, please try again later',
      rejected: 'the server did not accept the request',
    },
  },
  language,
  skipToContent: HEADER_TEXTS.en.skipToContent,
  notFound: {
    title: 'Page not found',
    text: 'There is no such page in the archive: the record may have been deleted, or the address has a typo.',
    home: 'Home',
  },
  routeError: {
    title: 'The page did not load',
    text: 'Something went wrong. Reload the page: if the site has just been updated, that will help.',
    reload: 'Reload the page',
    home: 'Home',
  },
};

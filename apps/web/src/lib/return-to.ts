import { paths } from '../config/paths';

const KEY = 'museum:return-to';

/** Pages of the account flow: after logging in there, the user goes back to what they were reading. */
const ACCOUNT_PAGES: readonly string[] = [paths.register, paths.confirmEmail, paths.resetPassword];

export const isAccountPage = (pathname: string) => ACCOUNT_PAGES.includes(pathname);

/** Remembers the last page outside the account flow (this tab only). */
export function rememberPage(location: string, pathname: string): void {
  if (isAccountPage(pathname)) return;
  try {
    sessionStorage.setItem(KEY, location);
  } catch {
    // Storage off (private mode): login then leads home.
  }
}

/** Where to go after logging in on an account page: the remembered page, else home. */
export function returnPath(): string {
  try {
    return sessionStorage.getItem(KEY) ?? paths.home;
  } catch {
    return paths.home;
  }
}

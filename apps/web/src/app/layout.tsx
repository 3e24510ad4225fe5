import { LIST_PAGE_NAMES } from '@museum/contract';
import { Outlet, useLocation } from 'react-router';
import { Toasts } from '../components/ui/toasts';
import { AuthDialogsProvider } from '../features/auth/components/auth-dialogs';
import { usePageTitle } from '../lib/use-page-title';
import { ru } from '../messages/ru';
import { SiteHeader } from './header/site-header';

/** The shell of every page: header with account dialogs, the page, the footer, the toast area. */
export function Layout() {
  // The home and list pages are named here; item pages name themselves once their data is in.
  const { pathname } = useLocation();
  usePageTitle(pathname === '/' ? null : LIST_PAGE_NAMES[pathname]);
  return (
    <AuthDialogsProvider>
      <div className="app">
        <a className="skip-link" href="#main">
          {ru.skipToContent}
        </a>
        <SiteHeader />
        <main id="main" className="site-main" tabIndex={-1}>
          <Outlet />
        </main>
        <footer className="site-footer">{ru.footer.copyright}</footer>
      </div>
      <Toasts />
    </AuthDialogsProvider>
  );
}

import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Toasts } from '../components/ui/toasts';
import { AuthDialogsProvider } from '../features/auth';
import { useMessages } from '../lib/locale';
import { rememberPage } from '../lib/return-to';
import { usePageTitle } from '../lib/use-page-title';
import { SiteHeader } from './header/site-header';
import { LanguageOffer } from './language-offer';
import { SiteFooter } from './site-footer';
import { usePageFocus } from './use-page-focus';

/** The shell of every page: header with account dialogs, the page, the footer, the toast area. */
export function Layout() {
  const messages = useMessages();
  const pageNames = messages.pageNames.list as Readonly<Record<string, string>>;
  const mainRef = useRef<HTMLElement>(null);
  const location = useLocation();
  usePageFocus(mainRef);
  useEffect(() => {
    rememberPage(location.pathname + location.search, location.pathname);
  }, [location.pathname, location.search]);
  // The home and list pages are named here; item pages name themselves once their data is in.
  usePageTitle(location.pathname === '/' ? null : pageNames[location.pathname]);
  return (
    <AuthDialogsProvider>
      <div className="app">
        <a className="skip-link" href="#main">
          {messages.skipToContent}
        </a>
        <SiteHeader />
        <LanguageOffer />
        <main ref={mainRef} id="main" className="site-main" tabIndex={-1}>
          <Outlet />
        </main>
        <SiteFooter />
      </div>
      <Toasts />
    </AuthDialogsProvider>
  );
}

import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../../features/auth';
import { useMessages } from '../../lib/locale';
import { AccountControls } from './account-controls';
import { HeaderMenu } from './header-menu';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';
import { LinkList, NavLinks } from './nav-links';
import { STAFF_SECTIONS } from './site-sections';
import { useMobileMenu } from './use-mobile-menu';
import './header.css';

/**
 * Logo, the main links on wide screens with a «Разделы» menu for moderators and admins, the
 * account (a menu once signed in), and the menu button under 640 px. One row at every desktop width.
 */
export function SiteHeader() {
  const messages = useMessages();
  const menu = useMobileMenu();
  const { isModerator } = useAuth();
  return (
    <header className="site-header">
      {/* Named by its visible text (WCAG 2.5.3): a voice user says what they see. */}
      <Link to={paths.home} className="logo">
        <img src="/favicon.svg" alt="" width="36" height="36" />
        <span className="logo__text">{messages.museumName}</span>
      </Link>
      <nav className="site-nav" aria-label={messages.header.navLabel}>
        <NavLinks className="site-nav__links" />
        {isModerator && (
          <HeaderMenu label={messages.nav.sections} className="site-nav__sections">
            <LinkList links={STAFF_SECTIONS} className="header-menu__links" />
          </HeaderMenu>
        )}
      </nav>
      <LanguageSwitch />
      <div className="site-header__account">
        <AccountControls variant="menu" />
      </div>
      <button
        type="button"
        className="icon-button menu-button"
        aria-label={messages.header.openMenu}
        aria-expanded={menu.open}
        aria-controls="mobile-menu"
        onClick={menu.openMenu}
      >
        <span className="menu-button__bars" aria-hidden="true" />
      </button>
      {menu.open && <MobileMenu onClose={menu.close} />}
    </header>
  );
}

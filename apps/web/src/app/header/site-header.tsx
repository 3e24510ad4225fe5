import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { ru } from '../../messages/ru';
import { AccountControls } from './account-controls';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';
import { useMobileMenu } from './use-mobile-menu';
import './header.css';

/** Logo, the row of links on wide screens, the menu button under 640 px, and the account controls. */
export function SiteHeader() {
  const menu = useMobileMenu();
  return (
    <header className="site-header">
      <Link to={paths.home} className="logo" aria-label={ru.header.logoLabel}>
        <img src="/favicon.svg" alt="" width="36" height="36" />
        <span className="logo__text">{ru.museumName}</span>
      </Link>
      <nav className="site-nav" aria-label={ru.header.navLabel}>
        <NavLinks className="site-nav__links" />
      </nav>
      <div className="site-header__account">
        <AccountControls />
      </div>
      <button
        type="button"
        className="icon-button menu-button"
        aria-label={ru.header.openMenu}
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

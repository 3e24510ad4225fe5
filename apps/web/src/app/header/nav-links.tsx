import { NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../../features/auth';
import { ru } from '../../messages/ru';
import type { SiteLink } from './site-sections';

type Props = { onNavigate?: () => void; className: string };

/** The main links; Add only for a logged-in user (moderators' screens are in the «Разделы» menu). */
export function NavLinks({ onNavigate, className }: Props) {
  const { isLoggedIn } = useAuth();
  const links: SiteLink[] = [
    { to: paths.search, label: ru.nav.search },
    { to: paths.gallery, label: ru.nav.gallery },
    { to: paths.year, label: ru.nav.year },
    ...(isLoggedIn ? [{ to: paths.add, label: ru.nav.add }] : []),
    { to: paths.about, label: ru.nav.about },
  ];
  return <LinkList links={links} className={className} onNavigate={onNavigate} />;
}

/** A list of site links, the current one marked. */
export function LinkList({ links, className, onNavigate }: { links: readonly SiteLink[]; className: string; onNavigate?: () => void }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} className="nav-link" onClick={onNavigate}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

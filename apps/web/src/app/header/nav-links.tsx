import { NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../../features/auth';
import { useMessages } from '../../lib/locale';
import type { SiteLink } from './site-sections';

type Props = { onNavigate?: () => void; className: string };

/** The main links; Add only for a logged-in user (moderators' screens are in the «Разделы» menu). */
export function NavLinks({ onNavigate, className }: Props) {
  const { isLoggedIn } = useAuth();
  const links: SiteLink[] = [
    { to: paths.search, label: 'search' as const },
    { to: paths.gallery, label: 'gallery' as const },
    { to: paths.year, label: 'year' as const },
    ...(isLoggedIn ? [{ to: paths.add, label: 'add' as const }] : []),
    { to: paths.about, label: 'about' as const },
  ];
  return <LinkList links={links} className={className} onNavigate={onNavigate} />;
}

/** A list of site links, the current one marked. */
export function LinkList({ links, className, onNavigate }: { links: readonly SiteLink[]; className: string; onNavigate?: () => void }) {
  const messages = useMessages();
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} className="nav-link" onClick={onNavigate}>
            {messages.nav[link.label]}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

import { HEADER_LINKS } from '@museum/contract';
import { NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../../features/auth';
import { useMessages } from '../../lib/locale';
import type { SiteLink } from './site-sections';

type Props = { onNavigate?: () => void; className: string };

/** The main links (the contract's, as the server's header has them); Add only for a logged-in user (moderators' screens are in the «Разделы» menu). */
export function NavLinks({ onNavigate, className }: Props) {
  const { isLoggedIn } = useAuth();
  const links: SiteLink[] = HEADER_LINKS.map(({ path, label }) => ({ to: path, label }));
  if (isLoggedIn) links.splice(links.length - 1, 0, { to: paths.add, label: 'add' });
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

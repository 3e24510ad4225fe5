import { NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../../features/auth/lib/use-auth';
import { ru } from '../../messages/ru';

type Props = { onNavigate?: () => void; className: string };

/** The site's links; Add only for a logged-in user, Moderation only for moderators and admins. */
export function NavLinks({ onNavigate, className }: Props) {
  const { isLoggedIn, isModerator } = useAuth();
  const links = [
    { to: paths.search, label: ru.nav.search },
    { to: paths.gallery, label: ru.nav.gallery },
    { to: paths.year, label: ru.nav.year },
    ...(isLoggedIn ? [{ to: paths.add, label: ru.nav.add }] : []),
    ...(isModerator ? [{ to: paths.moderation, label: ru.nav.moderation }] : []),
    { to: paths.about, label: ru.nav.about },
  ];
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

import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from '../../../lib/session';
import { useMe } from '../api/get-me';

const MODERATOR_ROLES = new Set(['ROLE_MODERATOR', 'ROLE_ADMIN']);

/** The stored session and the current user (fetched from /api/auth/me while a session exists). */
export function useAuth() {
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  const me = useMe(session?.token ?? null);
  const user = session ? (me.data ?? null) : null;
  return {
    session,
    user,
    isLoggedIn: user !== null,
    isModerator: user?.roles.some((role) => MODERATOR_ROLES.has(role)) ?? false,
    /** As the server grants it (`me` says USER for an admin without the factor under REQUIRE_ADMIN_2FA). */
    isAdmin: user?.roles.includes('ROLE_ADMIN') ?? false,
  };
}

import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/locale';
import { toastError } from '../../../lib/toast-store';
import { useAuth } from '../../auth';

/** Who may see a moderation page: a moderator; a visitor, who is asked to sign in where they are; or not yet known. */
export type ModerationAccess = 'allowed' | 'signIn' | 'waiting';

/**
 * The access of the reader to a moderation page. A visitor (no session) is asked to sign in in
 * place, keeping the address, as the other pages for signed-in readers do; a signed-in reader who
 * is no moderator is sent home with a message once we know who is asking.
 */
export function useModeratorsOnly(): ModerationAccess {
  const messages = useMessages();
  const { session, user, isModerator } = useAuth();
  const navigate = useNavigate();
  const allowed = user !== null && isModerator;
  const anonymous = session === null;
  const deciding = !anonymous && user === null;
  useEffect(() => {
    if (!anonymous && !deciding && !allowed) {
      toastError(messages.moderation.onlyModerators);
      navigate(paths.home, { replace: true });
    }
  }, [anonymous, deciding, allowed, navigate, messages]);
  return allowed ? 'allowed' : anonymous ? 'signIn' : 'waiting';
}

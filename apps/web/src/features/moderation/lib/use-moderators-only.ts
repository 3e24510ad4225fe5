import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/locale';
import { toastError } from '../../../lib/toast-store';
import { useAuth } from '../../auth';

/** True for a signed-in moderator; anyone else is sent home with a message once we know who is asking. */
export function useModeratorsOnly(): boolean {
  const messages = useMessages();
  const { session, user, isModerator } = useAuth();
  const navigate = useNavigate();
  const allowed = user !== null && isModerator;
  const deciding = session !== null && user === null;
  useEffect(() => {
    if (!deciding && !allowed) {
      toastError(messages.moderation.onlyModerators);
      navigate(paths.home, { replace: true });
    }
  }, [deciding, allowed, navigate, messages]);
  return allowed;
}

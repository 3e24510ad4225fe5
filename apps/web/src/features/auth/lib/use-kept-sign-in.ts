import { useState } from 'react';
import { useAuth } from './use-auth';

/**
 * Whether to show a signed-in form: once shown, it stays while the session ends (a 401 opens
 * the login dialog), so what was typed survives until the user logs in again and saves.
 */
export function useKeptSignIn() {
  const { session, user } = useAuth();
  const [shown, setShown] = useState(false);
  if (user && !shown) setShown(true);
  return { show: user !== null || shown, loading: session !== null && user === null && !shown, user };
}

import { API } from '@museum/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { setSession } from '../../../lib/session';

export function logout(): Promise<void> {
  return apiCall(API.auth.logout);
}

/**
 * Forgets the session in this browser: the stored token and every answer read with it (the
 * user, the sessions list). For a session already ended on the server, so nothing is asked again.
 */
export function useForgetSession(): () => void {
  const queryClient = useQueryClient();
  return () => {
    setSession(null);
    queryClient.removeQueries({ queryKey: queryKeys.auth.all });
  };
}

/** Ends the session on the server, then forgets it locally whatever the answer. */
export function useLogout() {
  const forget = useForgetSession();
  return useMutation({ mutationFn: logout, onSettled: forget });
}

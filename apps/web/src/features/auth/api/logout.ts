import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { setSession } from '../../../lib/session';

export function logout(): Promise<void> {
  return apiFetch<void>('/api/auth/logout', { method: 'POST' });
}

/** Ends the session on the server, then forgets it locally whatever the answer. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      setSession(null);
      queryClient.removeQueries({ queryKey: queryKeys.auth.anyMe });
    },
  });
}

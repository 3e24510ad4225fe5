import { API, type MeDto } from '@museum/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { setSession } from '../../../lib/session';

export type CurrentUser = MeDto;

export function getMe(): Promise<CurrentUser> {
  return apiCall(API.auth.me, { sessionCheck: true });
}

/** Keyed by token so a new login fetches afresh; a failed check clears the stored session. */
export function meQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: queryKeys.auth.me(token),
    queryFn: async () => {
      try {
        return await getMe();
      } catch (error) {
        setSession(null);
        throw error;
      }
    },
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
    // A stale session is not an error worth a toast: the visitor simply appears logged out.
    meta: { silent: true },
  });
}

export function useMe(token: string | null) {
  return useQuery(meQueryOptions(token));
}

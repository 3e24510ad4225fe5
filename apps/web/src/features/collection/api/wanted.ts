import { API, type WantedWrite } from '@museum/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { SHOWN_IN_PAGE } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { useOwner } from './items';

/**
 * `GET /api/collection/wanted`: the numbers the owner seeks («Ищу») and what the catalogue holds of
 * them, read afresh whenever the page is opened or the tab comes back: a match approved a minute ago
 * is what the collector returns for (ADR 091).
 */
export function useWanted() {
  const owner = useOwner();
  return useQuery({
    queryKey: queryKeys.collection.wanted(owner),
    queryFn: ({ signal }) => apiCall(API.collection.wanted, { signal }),
    enabled: owner > 0,
    staleTime: 0,
    refetchOnWindowFocus: true,
    meta: SHOWN_IN_PAGE,
  });
}

function useRefreshWanted() {
  const queryClient = useQueryClient();
  const owner = useOwner();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.collection.wanted(owner) });
}

/** `POST /api/collection/wanted`. */
export function useAddWanted() {
  const refresh = useRefreshWanted();
  return useMutation({
    mutationFn: (body: WantedWrite) => apiCall(API.collection.addWanted, { body }),
    onSuccess: refresh,
    meta: SHOWN_IN_PAGE,
  });
}

/** `DELETE /api/collection/wanted/{id}`. */
export function useRemoveWanted() {
  const refresh = useRefreshWanted();
  return useMutation({
    mutationFn: (id: number) => apiCall(API.collection.removeWanted, { params: { id } }),
    onSuccess: refresh,
    meta: SHOWN_IN_PAGE,
  });
}

import { API, type ShareWriteInput } from '@museum/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { SHOWN_IN_PAGE } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { useOwner } from './items';

/** `GET /api/collection/items/{id}/share`: whether the record's dossier has a live link, until when, with which fields. */
export function useShareState(id: number) {
  const owner = useOwner();
  return useQuery({
    queryKey: queryKeys.collection.share(owner, id),
    queryFn: ({ signal }) => apiCall(API.collection.shareState, { params: { id }, signal }),
    enabled: owner > 0 && id > 0,
    staleTime: 0,
    meta: SHOWN_IN_PAGE,
  });
}

function useRefreshShareState() {
  const queryClient = useQueryClient();
  const owner = useOwner();
  return (id: number) => queryClient.invalidateQueries({ queryKey: queryKeys.collection.share(owner, id) });
}

/** `POST /api/collection/items/{id}/share`: a new link to the record's dossier (the old one stops working). */
export function useShareRecord() {
  const refresh = useRefreshShareState();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ShareWriteInput }) => apiCall(API.collection.share, { params: { id }, body }),
    onSuccess: (_share, { id }) => refresh(id),
    meta: SHOWN_IN_PAGE,
  });
}

/** `DELETE /api/collection/items/{id}/share`: the link stops working at once. */
export function useUnshareRecord() {
  const refresh = useRefreshShareState();
  return useMutation({
    mutationFn: (id: number) => apiCall(API.collection.unshare, { params: { id } }),
    onSuccess: (_answer, id) => refresh(id),
    meta: SHOWN_IN_PAGE,
  });
}

/** `GET /api/collection/shared/{token}`: the dossier a link opens, for anyone holding it; a plain query, never kept. */
export function useSharedDossier(token: string) {
  return useQuery({
    queryKey: queryKeys.collection.shared(token),
    queryFn: ({ signal }) => apiCall(API.collection.shared, { params: { token }, signal }),
    enabled: token.length > 0,
    retry: false,
    meta: SHOWN_IN_PAGE,
  });
}

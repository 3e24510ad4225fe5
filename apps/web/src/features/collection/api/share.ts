import { API, type ShareWriteInput } from '@museum/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { SHOWN_IN_PAGE } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** `POST /api/collection/items/{id}/share`: a new link to the record's dossier (the old one stops working). */
export function useShareRecord() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ShareWriteInput }) => apiCall(API.collection.share, { params: { id }, body }),
    meta: SHOWN_IN_PAGE,
  });
}

/** `DELETE /api/collection/items/{id}/share`: the link stops working at once. */
export function useUnshareRecord() {
  return useMutation({
    mutationFn: (id: number) => apiCall(API.collection.unshare, { params: { id } }),
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

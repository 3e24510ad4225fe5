import { API, type ChangeRequestDto as ChangeRequest } from '@museum/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { queryKeys, refreshCatalogue } from '../../../lib/query-keys';

export type StatusFilter = 'PENDING' | 'APPROVED' | 'REJECTED' | 'ALL';
export type { ChangeRequest };

/** `GET /api/archive/change-requests?status=` (moderator+), newest first. */
export function useChangeRequests(status: StatusFilter, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.moderation.list(status),
    queryFn: () => apiCall(API.moderation.list, { query: { status, size: 100 } }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/archive/change-requests/mine`: the caller's own requests. */
export function useMyChangeRequests() {
  return useQuery({
    queryKey: queryKeys.moderation.mine,
    queryFn: () => apiCall(API.moderation.mine, { query: { size: 100 } }),
  });
}

/** Approve (`POST /{id}/approve`) or reject with a reason (`POST /{id}/reject?reason=`). */
export function useDecide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason?: string }) =>
      reason === undefined
        ? apiCall(API.moderation.approve, { params: { id } })
        : apiCall(API.moderation.reject, { params: { id }, query: { reason } }),
    // An approval writes to the catalogue: lists and pages that may show the item refresh too.
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: queryKeys.moderation.all }), refreshCatalogue(client)]),
  });
}

import { API } from '@museum/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { SHOWN_IN_PAGE } from '../../../lib/query-client';
import { queryKeys, refreshCatalogue } from '../../../lib/query-keys';

/** `POST /api/archive/imports/{id}/submit`: a moderator's rows are created, a plain user's proposed. */
export function useSubmitImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall(API.imports.submit, { params: { id } }),
    // New records belong in lists and searches now; new proposals in «Мои заявки» and the queue.
    onSuccess: (result) =>
      result.created.length > 0 ? refreshCatalogue(client) : client.invalidateQueries({ queryKey: queryKeys.moderation.all }),
    meta: SHOWN_IN_PAGE,
  });
}

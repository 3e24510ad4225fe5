import { API } from '@museum/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { queryKeys, refreshCatalogue } from '../../../lib/query-keys';

/**
 * The pending requests of one spreadsheet import decided together (ADR 065): approve all
 * (`POST /api/archive/imports/{id}/approve`) or reject all with a reason (`…/reject?reason=`).
 */
export function useDecideImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string }) =>
      reason === undefined
        ? apiCall(API.imports.approve, { params: { id } })
        : apiCall(API.imports.reject, { params: { id }, query: { reason } }),
    // An approval writes to the catalogue: lists and pages that may show the records refresh too.
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: queryKeys.moderation.all }), refreshCatalogue(client)]),
  });
}

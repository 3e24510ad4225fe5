import type { ChangeRequestDto, ChangeRequestWrite } from '@museum/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { refreshCatalogue } from '../../../lib/catalogue-cache';

export type ChangeRequest = ChangeRequestDto;
export type ChangeRequestBody = ChangeRequestWrite;

/** `POST /api/archive/change-requests`: a plain user's proposal; a moderator's is applied at once (APPROVED). */
export function createChangeRequest(body: ChangeRequestBody): Promise<ChangeRequest> {
  return apiFetch<ChangeRequest>('/api/archive/change-requests', { method: 'POST', body });
}

export function useCreateChangeRequest() {
  const client = useQueryClient();
  // A moderator's request is applied at once: the new item belongs in lists and searches now.
  return useMutation({
    mutationFn: createChangeRequest,
    onSuccess: (request) => (request.status === 'APPROVED' ? refreshCatalogue(client) : undefined),
  });
}

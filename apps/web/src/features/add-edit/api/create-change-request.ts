import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { refreshCatalogue } from '../../../lib/catalogue-cache';

export type ChangeAction = 'CREATE' | 'UPDATE' | 'DELETE';
export type ChangeEntity = 'PRODUCT' | 'DETAIL';
export type ChangeRequestBody = { action: ChangeAction; entityType: ChangeEntity; entityId: number | null; payload?: unknown };
export type ChangeRequest = {
  id: number;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  entityType: ChangeEntity;
  action: ChangeAction;
  entityId: number | null;
  payloadJson: string;
  createdBy: { username: string } | null;
  createdAt: string;
  reviewedBy: { username: string } | null;
  reviewedAt: string | null;
  reason: string | null;
};

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

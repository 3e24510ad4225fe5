import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { SHOWN_IN_PAGE } from '../../../lib/query-client';

/** Turns another account's second factor off; its sessions end and its owner is mailed (ADR 046). */
export function useResetSecondFactor() {
  return useMutation({
    mutationFn: (username: string) =>
      apiFetch<void>(`/api/admin/users/${encodeURIComponent(username)}/reset-second-factor`, { method: 'POST' }),
    meta: SHOWN_IN_PAGE,
  });
}

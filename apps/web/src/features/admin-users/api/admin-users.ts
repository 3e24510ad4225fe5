import { API } from '@museum/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { SHOWN_IN_PAGE } from '../../../lib/query-client';

/** Turns another account's second factor off; its sessions end and its owner is mailed (ADR 046). */
export function useResetSecondFactor() {
  return useMutation({
    mutationFn: (username: string) => apiCall(API.admin.resetSecondFactor, { params: { username } }),
    meta: SHOWN_IN_PAGE,
  });
}

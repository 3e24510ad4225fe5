import { API } from '@museum/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { SHOWN_IN_PAGE } from '../../../lib/query-client';

/** Confirms an e-mail address with the one-time token from the mail link. */
export function confirmEmail(token: string): Promise<{ message: string }> {
  return apiCall(API.auth.confirm, { body: { token } });
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail, meta: SHOWN_IN_PAGE });
}

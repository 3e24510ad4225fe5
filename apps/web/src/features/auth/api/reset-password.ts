import { API, type ResetPasswordBody } from '@museum/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { SHOWN_IN_PAGE } from '../../../lib/query-client';

/** Sets a new password with the one-time token from the mail link; every session is revoked. */
export function resetPassword(input: ResetPasswordBody): Promise<{ message: string } | undefined> {
  return apiCall(API.auth.resetPassword, { body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: SHOWN_IN_PAGE });
}

import { API } from '@museum/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { SHOWN_IN_PAGE } from '../../../lib/query-client';

/** `email` may also be a login: the server accepts both. */
export function forgotPassword(email: string): Promise<{ message: string }> {
  return apiCall(API.auth.forgotPassword, { body: { email } });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword, meta: SHOWN_IN_PAGE });
}

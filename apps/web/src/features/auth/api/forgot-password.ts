import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { SHOWN_IN_PAGE } from '../../../lib/query-client';

/** `email` may also be a login: the server accepts both. */
export function forgotPassword(email: string): Promise<{ message: string }> {
  return apiFetch('/api/auth/forgot-password', { method: 'POST', body: { email } });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword, meta: SHOWN_IN_PAGE });
}

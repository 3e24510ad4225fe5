import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { SHOWN_IN_PAGE } from '../../../lib/query-client';

export function resendConfirmation(username: string): Promise<{ message: string }> {
  return apiFetch('/api/auth/resend-confirmation', { method: 'POST', body: { username } });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation, meta: SHOWN_IN_PAGE });
}

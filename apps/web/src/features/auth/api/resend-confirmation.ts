import { API } from '@museum/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { SHOWN_IN_PAGE } from '../../../lib/query-client';

export function resendConfirmation(username: string): Promise<{ message: string }> {
  return apiCall(API.auth.resendConfirmation, { body: { username } });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation, meta: SHOWN_IN_PAGE });
}

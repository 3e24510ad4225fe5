import { API, type MessageDto, type RegisterBody } from '@museum/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { SHOWN_IN_PAGE } from '../../../lib/query-client';

/** Creates an unconfirmed account; the server mails a confirmation link. */
export function register(input: RegisterBody): Promise<MessageDto> {
  return apiCall(API.auth.register, { body: input });
}

export function useRegister() {
  return useMutation({ mutationFn: register, meta: SHOWN_IN_PAGE });
}

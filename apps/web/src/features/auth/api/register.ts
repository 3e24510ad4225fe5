import type { MessageDto, RegisterBody } from '@museum/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { SHOWN_IN_PAGE } from '../../../lib/query-client';

/** Creates an unconfirmed account; the server mails a confirmation link. */
export function register(input: RegisterBody): Promise<MessageDto> {
  return apiFetch('/api/auth/register', { method: 'POST', body: input });
}

export function useRegister() {
  return useMutation({ mutationFn: register, meta: SHOWN_IN_PAGE });
}

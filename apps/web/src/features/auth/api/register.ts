import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type RegisterInput = { username: string; password: string; email: string };

/** Creates an unconfirmed account; the server mails a confirmation link. */
export function register(input: RegisterInput): Promise<{ message: string }> {
  return apiFetch('/api/auth/register', { method: 'POST', body: input });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

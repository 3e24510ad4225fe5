import type { LoginBody, LoginDto } from '@museum/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `username` may be the login or the e-mail; the answer's `role` is the highest held. */
export function login(input: LoginBody): Promise<LoginDto> {
  return apiFetch<LoginDto>('/api/auth/login', { method: 'POST', body: input });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type LoginInput = { username: string; password: string };
/** `role` is the highest of USER, MODERATOR, ADMIN. */
export type LoginAnswer = { token: string; role: string; username: string; roles: string[] };

export function login(input: LoginInput): Promise<LoginAnswer> {
  return apiFetch<LoginAnswer>('/api/auth/login', { method: 'POST', body: input });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

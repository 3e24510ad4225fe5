import type { ChangePasswordBody, RecoveryCodesDto, SessionListDto, TotpSetupDto } from '@museum/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function useSessions() {
  return useQuery({ queryKey: queryKeys.auth.sessions, queryFn: () => apiFetch<SessionListDto>('/api/auth/sessions') });
}

/**
 * After a change that ends sessions or flips the second factor, what the page shows is
 * refetched (not awaited: the caller's own onSuccess runs at once).
 */
function useRefreshAccount() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.auth.all });
  };
}

export function useChangePassword() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => apiFetch<void>('/api/auth/change-password', { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useEndSession() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/api/auth/sessions/${id}`, { method: 'DELETE' }),
    onSettled: refresh,
  });
}

export function useStartTotpSetup() {
  return useMutation({ mutationFn: () => apiFetch<TotpSetupDto>('/api/auth/totp/setup', { method: 'POST' }) });
}

export function useEnableTotp() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (code: string) => apiFetch<RecoveryCodesDto>('/api/auth/totp/enable', { method: 'POST', body: { code } }),
    onSuccess: refresh,
  });
}

export function useDisableTotp() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (currentPassword: string) => apiFetch<void>('/api/auth/totp/disable', { method: 'POST', body: { currentPassword } }),
    onSuccess: refresh,
  });
}

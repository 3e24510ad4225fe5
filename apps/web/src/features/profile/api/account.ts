import {
  API,
  type ChangePasswordBody,
  type RecoveryCodesBody,
  type SessionDto,
  type TotpDisableBody,
  type TotpEnableBody,
} from '@museum/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { SHOWN_IN_PAGE } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

// Every call of the profile page shows its own failure beside its form or list (SHOWN_IN_PAGE).

export function useSessions() {
  return useQuery({
    queryKey: queryKeys.auth.sessions,
    queryFn: () => apiCall(API.account.sessions),
    meta: SHOWN_IN_PAGE,
  });
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

/** Turns the want list's mails on or off (ADR 091); the account is read again after. */
export function useSetWantedMail() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (wantedMail: boolean) => apiCall(API.account.wantedMail, { body: { wantedMail } }),
    onSuccess: refresh,
    meta: SHOWN_IN_PAGE,
  });
}

export function useChangePassword() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => apiCall(API.account.changePassword, { body }),
    onSuccess: refresh,
    meta: SHOWN_IN_PAGE,
  });
}

/**
 * Ends one session. Once this browser's own has ended, nothing is refetched with its token
 * (that would answer 401 and report a session that ended by surprise): the caller signs out.
 */
export function useEndSession() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (session: Pick<SessionDto, 'id' | 'current'>) => apiCall(API.account.endSession, { params: { id: session.id } }),
    onSettled: (_answer, error, session) => {
      if (error || !session.current) refresh();
    },
    meta: SHOWN_IN_PAGE,
  });
}

export function useStartTotpSetup() {
  return useMutation({
    mutationFn: () => apiCall(API.account.totpSetup),
    meta: SHOWN_IN_PAGE,
  });
}

export function useEnableTotp() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (body: TotpEnableBody) => apiCall(API.account.totpEnable, { body }),
    onSuccess: refresh,
    meta: SHOWN_IN_PAGE,
  });
}

export function useDisableTotp() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (body: TotpDisableBody) => apiCall(API.account.totpDisable, { body }),
    onSuccess: refresh,
    meta: SHOWN_IN_PAGE,
  });
}

/** Ten new recovery codes in place of the old ones (after the password and a code). */
export function useReplaceRecoveryCodes() {
  return useMutation({
    mutationFn: (body: RecoveryCodesBody) => apiCall(API.account.recoveryCodes, { body }),
    meta: SHOWN_IN_PAGE,
  });
}

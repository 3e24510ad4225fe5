import { ApiError, NetworkError } from '../../../lib/api-client';
import { formErrorText, problemDetail } from '../../../lib/error-text';
import { activeMessages } from '../../../lib/locale';

/**
 * The login failure text, whether to offer the resend-activation link (only for an unconfirmed
 * account), and whether the second step must start over from the password.
 */
export function loginErrorMessage(error: unknown): { message: string; offerResend: boolean; restart?: boolean } {
  if (error instanceof NetworkError) return { message: activeMessages().offline, offerResend: false };
  if (error instanceof ApiError) {
    if (error.code === 'ACCOUNT_NOT_CONFIRMED') return { message: activeMessages().auth.login.notConfirmed, offerResend: true };
    if (error.code === 'BAD_CREDENTIALS') return { message: activeMessages().auth.login.badCredentials, offerResend: false };
    if (error.code === 'ACCOUNT_DISABLED') return { message: error.detail, offerResend: false };
    if (error.code === 'BAD_SECOND_FACTOR') return { message: activeMessages().auth.login.badCode, offerResend: false };
    if (error.code === 'CHALLENGE_EXPIRED') return { message: error.detail, offerResend: false, restart: true };
    if (error.status === 429) {
      const message = error.retryAfter
        ? activeMessages().auth.login.rateLimitedFor(error.retryAfter)
        : activeMessages().auth.login.rateLimited;
      return { message, offerResend: false };
    }
  }
  return { message: activeMessages().auth.login.failed, offerResend: false };
}

/**
 * The resend-activation failure text: the server answers alike for every account, so a
 * failure is only ever a limit or an outage.
 */
export function resendErrorMessage(error: unknown): string {
  if (error instanceof NetworkError) return activeMessages().offline;
  if (error instanceof ApiError && error.status === 429) return activeMessages().auth.rateLimited;
  return activeMessages().auth.resend.failed;
}

/**
 * The reset-link failure text. The spec's «Такой пользователь не найден» only when the answer
 * says so (this server answers alike for every account, so it never does): never for an
 * outage or a limit.
 */
export function forgotErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 404 || error.code === 'USER_NOT_FOUND')) return activeMessages().auth.forgot.notFound;
  if (error instanceof ApiError && error.status === 429) return activeMessages().auth.rateLimited;
  return formErrorText(error, activeMessages().auth.forgot.failed);
}

/** Registration failures show the server's own text (with field details), else a generic one. */
export function registerErrorMessage(error: unknown): string {
  if (error instanceof NetworkError) return activeMessages().offline;
  const detail = problemDetail(error);
  if (detail) return detail;
  if (typeof error === 'string' && error) return error;
  return activeMessages().auth.register.failed;
}

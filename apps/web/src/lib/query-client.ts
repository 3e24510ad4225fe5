import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { describeError } from './error-text';
import { pushToast } from './toast-store';

/**
 * Queries or mutations that handle their own failure quietly set `meta: { silent: true }`; those
 * whose page shows the failure set SHOWN_IN_PAGE (logged, not toasted).
 */
function toastFailure(error: unknown, meta: Record<string, unknown> | undefined) {
  // An ended session has its own notice (see onSessionEnded); one toast is enough.
  if (meta?.silent || (error instanceof ApiError && error.sessionEnded)) return;
  console.error(error);
  if (meta?.toast !== false) pushToast('error', describeError(error));
}

/**
 * The meta of a call whose failure the page or form itself shows (an inline notice, an error or
 * empty state): the toast would say it a second time, in other words (ADR 044).
 */
export const SHOWN_IN_PAGE = { toast: false } as const;

/** Every other failed call raises the global error toast, as the spec asks. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => toastFailure(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _vars, _ctx, mutation) => toastFailure(error, mutation.meta) }),
    defaultOptions: { queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false } },
  });
}

export const queryClient = createQueryClient();

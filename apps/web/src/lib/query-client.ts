import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { describeError } from './error-text';
import { pushToast } from './toast-store';

/** Queries or mutations that handle their own failure quietly set `meta: { silent: true }`. */
function toastFailure(error: unknown, meta: Record<string, unknown> | undefined) {
  // An ended session has its own notice (see onSessionEnded); one toast is enough.
  if (meta?.silent || (error instanceof ApiError && error.sessionEnded)) return;
  console.error(error);
  pushToast('error', describeError(error));
}

/** Every failed call raises the global error toast, as the spec asks. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => toastFailure(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _vars, _ctx, mutation) => toastFailure(error, mutation.meta) }),
    defaultOptions: { queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false } },
  });
}

export const queryClient = createQueryClient();

import { ru } from '../messages/ru';
import { ApiError } from './api-client';

/** Words for an answer that carries no problem `detail` (a proxy's HTML page, an empty body). */
function statusText(status: number): string {
  const t = ru.toasts.status;
  if (status === 401) return t.unauthorized;
  if (status === 403) return t.forbidden;
  if (status === 404) return t.notFound;
  if (status === 413) return t.tooLarge;
  if (status === 429) return t.tooMany;
  if (status >= 500) return t.server;
  return t.rejected;
}

/**
 * The global error toast text: a string as is; an HTTP answer as the spec's «Ошибка {status}: {text}»
 * with the problem's `detail` as the text (never the raw JSON), else words for the status; else "unknown".
 */
export function describeError(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof ApiError) {
    // A plain-text body is readable; an HTML error page or a long dump is not.
    const detail = error.detail.trim();
    const readable = detail && !detail.startsWith('<') && detail.length <= 300;
    return ru.toasts.httpError(error.status, readable ? detail : statusText(error.status));
  }
  return ru.toasts.unknownError;
}

/**
 * The server's own words for a refused write: the `detail` of a problem+json answer, else null.
 * A body that is not a problem (a proxy's page, a bare «{}») is never shown as if it were words.
 */
export function problemDetail(error: unknown): string | null {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return null;
  return error.detail.trim() || null;
}

import { ApiError, NetworkError } from './api-client';
import { activeMessages } from './locale';

/** Words for an answer that carries no problem `detail` (a proxy's HTML page, an empty body). */
function statusText(status: number): string {
  const t = activeMessages().toasts.status;
  if (status === 401) return t.unauthorized;
  if (status === 403) return t.forbidden;
  if (status === 404) return t.notFound;
  if (status === 413) return t.tooLarge;
  if (status === 429) return t.tooMany;
  if (status >= 500) return t.server;
  return t.rejected;
}

/** The problem's `detail` when it reads as text: not an HTML error page or a long dump. */
function readableDetail(error: ApiError): string | null {
  const detail = error.detail.trim();
  return detail && !detail.startsWith('<') && detail.length <= 300 ? detail : null;
}

/**
 * What a page says when its data did not come: the server's own words for a request it refused
 * (a 4xx problem's `detail`, such as a page past the search's result window), else `fallback`,
 * since a 5xx or a lost connection says nothing the reader can act on.
 */
export function loadErrorText(error: unknown, fallback: string): string {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return (refused && readableDetail(error)) || fallback;
}

/**
 * The global error toast text: a string as is; no answer at all as "no connection"; an HTTP
 * answer as the spec's «Ошибка {status}: {text}» with the problem's `detail` as the text (never
 * the raw JSON), else words for the status; else "unknown".
 */
export function describeError(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof NetworkError) return activeMessages().offline;
  if (error instanceof ApiError) {
    return activeMessages().toasts.httpError(error.status, readableDetail(error) ?? statusText(error.status));
  }
  return activeMessages().toasts.unknownError;
}

/** Sentences joined into one text; of several, each is closed with a full stop when it has none, the last too. */
function sentences(parts: string[]): string {
  if (parts.length === 1) return parts[0] as string;
  return parts.map((part) => (/[.!?…]$/.test(part) ? part : `${part}.`)).join(' ');
}

/**
 * The server's own words for a refused request: the `detail` of a problem+json answer, then the
 * field messages the detail does not already say (the server usually joins them into it), as
 * separate sentences; null when there are none. A body that is not a problem (a proxy's page, a
 * bare «{}») is never shown as if it were words.
 */
export function problemDetail(error: unknown): string | null {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return null;
  const detail = readableDetail(error);
  if (!detail) return null;
  const fields = error.errors.map((item) => item.message.trim()).filter((message) => message && !detail.includes(message));
  return sentences([detail, ...new Set(fields)]);
}

/**
 * The one text a form shows for its failed call: "no connection" when there was no answer, the
 * server's words for a request it refused (4xx with a detail), else the form's `fallback`.
 */
export function formErrorText(error: unknown, fallback: string): string {
  if (error instanceof NetworkError) return activeMessages().offline;
  if (error instanceof ApiError && error.status < 500) return problemDetail(error) || fallback;
  return fallback;
}

/** The server's message for one body field of a refused request (`/body/<field>`), to show under that field. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError) || error.status >= 500) return undefined;
  return error.errors.find((item) => item.path === `/body/${field}`)?.message;
}

/**
 * A form's own notice for a failed save: what failed, then why when there are words for it (the
 * server's for a refused request, "no connection" when there was no answer), as in «Ошибка при
 * сохранении производителя: Такая запись уже есть».
 */
export function saveFailureText(what: string, error: unknown): string {
  const why = formErrorText(error, '');
  return why ? `${what}: ${why}` : what;
}

import { type Endpoint, type EndpointRequest, endpointPath, type Route, type SuccessBody } from '@museum/contract';
import { getSession, setSession } from './session';

/** A failed API call: the problem+json fields when the server sent them, and the raw body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  readonly errors: { path: string; message: string }[];
  readonly body: unknown;
  readonly retryAfter: number | null;
  /** A 401 on a call made with the stored session: the session was cleared and the user told. */
  sessionEnded = false;

  constructor(status: number, body: unknown, retryAfter: number | null = null) {
    const problem = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const detail = typeof problem.detail === 'string' ? problem.detail : typeof body === 'string' ? body : '';
    super(detail || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = typeof problem.code === 'string' ? problem.code : '';
    this.detail = detail;
    this.errors = Array.isArray(problem.errors) ? (problem.errors as { path: string; message: string }[]) : [];
    this.body = body;
    this.retryAfter = retryAfter;
  }
}

/**
 * The request never got an answer: the browser is offline, or the server or a proxy on the way
 * dropped the connection. Told apart from an HTTP problem so people are told what happened.
 */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super('network error', { cause });
    this.name = 'NetworkError';
  }
}

type UnauthorizedListener = (error: ApiError) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called once when a call made with the stored session answers 401 (the app says so and offers to log in). */
export function onSessionEnded(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/**
 * A 401 to a call that carried `token`: the session is over (expired, revoked or logged out
 * elsewhere). Clears it and tells the listeners once, even when several calls fail together;
 * a 401 without a session (a wrong password) is left to its caller.
 */
export function reportUnauthorized(error: ApiError, token: string | undefined): void {
  const session = getSession();
  if (!token || !session || session.token !== token) return;
  error.sessionEnded = true;
  setSession(null);
  for (const listener of unauthorizedListeners) listener(error);
}

type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /**
   * The start-up check of a stored session: a 401 only clears it, quietly (the spec's "a failed
   * auth check clears the session"); nobody is interrupted by a login dialog on arrival.
   */
  sessionCheck?: boolean;
};

/** Builds `path?query`, skipping empty values (an empty `q` is kept: the API treats it as "all"). */
export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The request headers every call sends: JSON answers, and the bearer token of the stored session. */
export function requestHeaders(token: string | undefined): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

/** An answer as both transports see it: fetch here, XMLHttpRequest for uploads (lib/upload-photo.ts). */
export type RawAnswer = { status: number; text: string; header: (name: string) => string | null };

/**
 * The one way an answer is read: the body parsed when it is JSON, and a failure thrown as
 * ApiError with its problem fields and Retry-After; a 401 to a call made with the stored session
 * ends it (unless this is the quiet start-up check).
 */
export function settleAnswer<T>(answer: RawAnswer, token: string | undefined, sessionCheck = false): T {
  let body: unknown = answer.text;
  if (answer.text && /json/.test(answer.header('content-type') ?? '')) {
    try {
      body = JSON.parse(answer.text);
    } catch {
      body = answer.text;
    }
  }
  if (answer.status < 200 || answer.status >= 300) {
    const retryAfter = Number(answer.header('retry-after'));
    const error = new ApiError(answer.status, body, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null);
    if (answer.status === 401 && !sessionCheck) reportUnauthorized(error, token);
    throw error;
  }
  return (answer.text ? body : undefined) as T;
}

/** The one fetch wrapper: JSON in and out, the bearer token of the stored session, problems as ApiError. */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = getSession()?.token;
  const headers = requestHeaders(token);
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  let text: string;
  try {
    response = await fetch(withQuery(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
    text = await response.text();
  } catch (error) {
    // A call its caller cancelled stays an AbortError: nobody is told about it.
    if (options.signal?.aborted) throw error;
    throw new NetworkError(error);
  }
  return settleAnswer<T>({ status: response.status, text, header: (name) => response.headers.get(name) }, token, options.sessionCheck);
}

/** How a call is made, beside what it sends. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'sessionCheck'>;

/** The declaration of a route; of each, for a choice between routes (a product's or a detail's). */
type EndpointOf<R> = R extends Route<infer E> ? E : never;

type CallArgs<E extends Endpoint> =
  object extends EndpointRequest<E> ? [request?: EndpointRequest<E> & CallOptions] : [request: EndpointRequest<E> & CallOptions];

/** The address of an endpoint of the contract: its path with the params filled in, and the query (a link, an upload). */
export function endpointUrl<R extends Route>(route: R, request: Pick<EndpointRequest<EndpointOf<R>>, 'params' | 'query'>): string {
  const { params, query } = request as { params?: Record<string, unknown>; query?: Query };
  return withQuery(endpointPath(route.path, params), query);
}

/**
 * Calls an endpoint of the contract (`API.products.get`): the method and path are its
 * declaration's, the params, query and body are typed by its schemas and the answer is its
 * successful answer's type. The answer is not parsed again here: the server's serializer has
 * already checked it against the same schema.
 */
export function apiCall<R extends Route>(route: R, ...[request]: CallArgs<EndpointOf<R>>): Promise<SuccessBody<EndpointOf<R>>> {
  const { params, query, body, signal, sessionCheck } = (request ?? {}) as {
    params?: Record<string, unknown>;
    query?: Query;
    body?: unknown;
  } & CallOptions;
  return apiFetch<SuccessBody<EndpointOf<R>>>(endpointPath(route.path, params), {
    method: route.method,
    query,
    body,
    signal,
    sessionCheck,
  });
}

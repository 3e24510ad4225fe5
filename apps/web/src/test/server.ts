import type { Problem, SiteInfoDto } from '@museum/contract';
import { HttpResponse, http, type JsonBodyType, type PathParams } from 'msw';
import { setupServer } from 'msw/node';

/** The site's facts (`GET /api/site`), which every item page reads for its permanent links. */
export const TEST_SITE: SiteInfoDto = { contactEmail: 'museum@example.org', publicUrl: 'https://museum.example.org', version: '1.0.0' };

/**
 * The one request layer of the web tests (ADR 031): MSW answers the app's real fetch calls.
 * The setup starts it for every test file; a request no handler answers fails the test.
 * Each test adds its handlers with `server.use(...)`; they are reset after every test, back to
 * these site-wide answers.
 */
export const server = setupServer(
  http.get('/api/site', () => HttpResponse.json(TEST_SITE)),
  // The regions marked on photos, which the photo, item and stamp pages read (none unless a test adds them).
  http.get('/api/archive/regions', () => HttpResponse.json([])),
  http.get('/api/archive/photos/:id/regions', () => HttpResponse.json([])),
);

type Info<Params extends PathParams> = { params: Params; request: Request };
/**
 * A handler's answer: the DTO (sent as JSON with 200), a whole Response (a problem, a 204...),
 * or undefined to leave the request to the handlers added before this one.
 */
type Answer<Dto> = Dto | Response | undefined;
type Resolver<Params extends PathParams, Dto extends JsonBodyType> = (info: Info<Params>) => Answer<Dto> | Promise<Answer<Dto>>;

function route<Params extends PathParams, Dto extends JsonBodyType>(resolve: Resolver<Params, Dto>) {
  return async ({ params, request }: { params: Params; request: Request }) => {
    const answer = await resolve({ params, request });
    if (answer === undefined) return undefined;
    return answer instanceof Response ? answer : HttpResponse.json(answer);
  };
}

/**
 * Typed handlers: the type argument is the contract's answer type, so a fixture that drifts from
 * the contract does not compile (`api.get<ManufacturerDto>('/api/archive/manufacturers/:id', ...)`).
 */
export const api = {
  get: <Dto extends JsonBodyType, Params extends PathParams = PathParams>(path: string, resolve: Resolver<Params, Dto>) =>
    http.get<Params>(path, route(resolve)),
  post: <Dto extends JsonBodyType, Params extends PathParams = PathParams>(path: string, resolve: Resolver<Params, Dto>) =>
    http.post<Params>(path, route(resolve)),
  put: <Dto extends JsonBodyType, Params extends PathParams = PathParams>(path: string, resolve: Resolver<Params, Dto>) =>
    http.put<Params>(path, route(resolve)),
  delete: <Dto extends JsonBodyType, Params extends PathParams = PathParams>(path: string, resolve: Resolver<Params, Dto>) =>
    http.delete<Params>(path, route(resolve)),
};

/** A problem+json answer as the server sends it. */
export function problemAnswer(status: number, code: string, detail: string, headers: Record<string, string> = {}): Response {
  const body = { type: 'about:blank', title: 'Error', status, detail, code } satisfies Problem;
  return HttpResponse.json(body, { status, headers: { 'content-type': 'application/problem+json', ...headers } });
}

/** An empty answer (a DELETE's 204). */
export const noContent = () => new HttpResponse(null, { status: 204 });

/** Every request the handlers saw in this test, to check what was sent (read bodies from a `clone()`). */
export function recordRequests(): Request[] {
  const seen: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(request.clone());
  });
  return seen;
}

/** A recorded request as `METHOD /path?query`, to compare what was asked in one assertion. */
export function requestLine(request: Request): string {
  const url = new URL(request.url);
  return `${request.method} ${url.pathname}${url.search}`;
}

/** The JSON bodies sent to `path` with `method`, in order. */
export function bodiesSent(requests: Request[], method: string, path: string): Promise<unknown[]> {
  const sent = requests.filter((request) => request.method === method && new URL(request.url).pathname === path);
  return Promise.all(sent.map((request) => request.clone().json() as Promise<unknown>));
}

/** Answers from a list, one per request, for a route asked several times in one test. */
export function inTurn<Answer>(...answers: Answer[]): () => Answer {
  return () => {
    const next = answers.shift();
    if (next === undefined) throw new Error('asked once more than the test planned');
    return next;
  };
}

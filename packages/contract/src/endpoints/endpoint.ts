import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The least role an endpoint needs; an endpoint without one is open to anonymous callers. */
export type EndpointRole = 'USER' | 'MODERATOR' | 'ADMIN';

/** An answer that is a file to download, not JSON: the content types it comes in. */
export interface FileAnswer {
  readonly file: readonly string[];
  readonly description: string;
}

/** What an endpoint answers with a status: a JSON body, no body (`null`, a 204) or a file. */
export type EndpointAnswer = z.ZodType | FileAnswer | null;

/**
 * One HTTP endpoint of the API, declared once: the server registers its route from this, the
 * OpenAPI document describes it from this, and the web calls it through a client made from it.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  /** Fastify's form: `:name` for a path parameter, each one in `params`. */
  readonly path: `/api/${string}`;
  /** Older spellings the server still answers at (kept for old clients; the web uses `path`). */
  readonly aliases?: readonly `/api/${string}`[];
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** A JSON body. */
  readonly body?: z.ZodType;
  /** A `multipart/form-data` body: read by the route itself, declared here for the document and the client's types. */
  readonly multipart?: z.ZodType;
  readonly responses: { readonly [status: number]: EndpointAnswer };
  readonly auth?: EndpointRole;
  readonly tags: readonly string[];
}

/** Declares an endpoint, keeping its literal types (method, path, schemas) for the server and the client. */
export const endpoint = <const E extends Endpoint>(declaration: E): E => declaration;

/** The statuses that mean the call worked. */
export type SuccessStatus = 200 | 201 | 202 | 204;

type Schema<E, K extends string> = E extends { readonly [P in K]: infer S extends z.ZodType } ? S : undefined;

/** What a handler gets after the server parsed the request: params, query and body as the schemas output them. */
export type ParsedParams<E extends Endpoint> = Schema<E, 'params'> extends z.ZodType ? z.output<Schema<E, 'params'>> : unknown;
export type ParsedQuery<E extends Endpoint> = Schema<E, 'query'> extends z.ZodType ? z.output<Schema<E, 'query'>> : unknown;
export type ParsedBody<E extends Endpoint> = Schema<E, 'body'> extends z.ZodType ? z.output<Schema<E, 'body'>> : unknown;

type AnswerBody<A> = A extends z.ZodType ? z.output<A> : A extends FileAnswer ? string : undefined;
type ReplyBody<A> = A extends z.ZodType ? z.input<A> : never;

/** The body of a successful answer, as the caller reads it (a 204 reads as `undefined`). */
export type SuccessBody<E extends Endpoint> = AnswerBody<E['responses'][Extract<keyof E['responses'], SuccessStatus>]>;

/** What a handler may return for the server to send as JSON (the serializer parses it with the answer's schema). */
export type HandlerBody<E extends Endpoint> = ReplyBody<E['responses'][Extract<keyof E['responses'], SuccessStatus>]>;

type Part<K extends string, S> = S extends z.ZodType
  ? undefined extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : { [P in K]?: never };

/** What a caller sends: the params, query and body the endpoint declares, in the form the server reads. */
export type EndpointRequest<E extends Endpoint> = Part<'params', Schema<E, 'params'>> &
  Part<'query', Schema<E, 'query'>> &
  Part<'body', Schema<E, 'body'>>;

/** `/api/archive/products/:id` with `{ id: 7 }` → `/api/archive/products/7`; a missing parameter is a bug and throws. */
export function endpointPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

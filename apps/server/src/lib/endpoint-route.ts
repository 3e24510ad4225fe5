import type { Endpoint, HandlerBody, ParsedBody, ParsedParams, ParsedQuery } from '@museum/contract';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, preParsingHookHandler } from 'fastify';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's declaration the route was registered from: the OpenAPI document reads its answers and security. */
    endpoint?: Endpoint;
  }
}

/** A request as the endpoint's schemas parsed it. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: ParsedParams<E>;
  Querystring: ParsedQuery<E>;
  Body: ParsedBody<E>;
}>;

type Answer<E extends Endpoint> = HandlerBody<E> | FastifyReply | undefined;

/** A route's handler: returns the JSON answer, or the reply it sent itself (a 201, a 204, a stream). */
export type EndpointHandler<E extends Endpoint> = (request: EndpointRequest<E>, reply: FastifyReply) => Answer<E> | Promise<Answer<E>>;

/** What only the server knows about a route: its rate and write limits, its body hooks. `auth` comes from the declaration. */
export interface RouteExtras {
  config?: Omit<FastifyContextConfig, 'auth' | 'endpoint'>;
  preParsing?: preParsingHookHandler;
}

/** True for a JSON answer's schema; `null` (no body) and a file answer are not validated or serialised by Fastify. */
const isSchema = (answer: unknown): answer is z.ZodType => answer instanceof z.ZodType;

/** The schemas Fastify validates the request and serialises the JSON answers with, from the declaration. */
export function routeSchema(endpoint: Endpoint): FastifySchema & { tags: string[]; consumes?: string[]; produces?: string[] } {
  const response = Object.fromEntries(Object.entries(endpoint.responses).filter(([, answer]) => isSchema(answer)));
  const files = Object.values(endpoint.responses).flatMap((answer) => (answer && !isSchema(answer) ? answer.file : []));
  return {
    tags: [...endpoint.tags],
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(endpoint.body && { body: endpoint.body }),
    ...(endpoint.multipart && { consumes: ['multipart/form-data'] }),
    ...(files.length > 0 && { produces: files }),
    ...(Object.keys(response).length > 0 && { response }),
  };
}

/**
 * Registers an endpoint of the contract (and its older spellings) with the schemas, the role and
 * the declaration itself in the route's config; the handler is typed from the declaration.
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>): void;
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, extras: RouteExtras, handler: EndpointHandler<E>): void;
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  extrasOrHandler: RouteExtras | EndpointHandler<E>,
  lastHandler?: EndpointHandler<E>,
): void {
  const extras = typeof extrasOrHandler === 'function' ? {} : extrasOrHandler;
  const handler = (typeof extrasOrHandler === 'function' ? extrasOrHandler : lastHandler) as EndpointHandler<E>;
  const schema = routeSchema(endpoint);
  for (const url of [endpoint.path, ...(endpoint.aliases ?? [])]) {
    app.route({
      method: endpoint.method,
      url,
      schema,
      config: { ...extras.config, auth: endpoint.auth, endpoint },
      ...(extras.preParsing && { preParsing: extras.preParsing }),
      // The request's types are the declaration's; Fastify's own generic stays at its default here.
      handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
    });
  }
}

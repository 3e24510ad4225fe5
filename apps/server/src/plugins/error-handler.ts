import type { Duplex } from 'node:stream';
import { DEFAULT_LOCALE } from '@museum/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DomainError, TooManyRequests } from '../lib/errors';
import { type OutageProblem, outageProblem } from '../lib/outage-errors';
import { type ProblemBody, sendProblem, TITLES } from '../lib/problem-reply';
import { SECURITY_HEADERS } from '../lib/security-headers';
import { fieldProblem, validationDetail } from '../lib/validation-text';
import { render, type Text } from '../texts';
import { requestLocale } from '../texts/accept-language';

/**
 * Fastify's own client-error codes (and its plugins'), with the code and text we answer with;
 * the status is the error's own.
 */
const FASTIFY_CLIENT_ERRORS: Record<string, [string, Text]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['MALFORMED_JSON', (t) => t.malformedJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['MALFORMED_JSON', (t) => t.emptyJson],
  FST_ERR_CTP_BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE', (t) => t.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['UNSUPPORTED_MEDIA_TYPE', (t) => t.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['BAD_REQUEST', (t) => t.badContentLength],
  FST_ERR_CTP_INVALID_TYPE: ['BAD_REQUEST', (t) => t.badContentType],
  FST_ERR_BAD_URL: ['BAD_URL', (t) => t.badUrlEncoding],
  FST_ERR_MAX_PARAM_LENGTH: ['URI_TOO_LONG', (t) => t.urlTooLong],
  FST_CP_ERR_INVALID_CONTENT_ENCODING: ['UNSUPPORTED_MEDIA_TYPE', (t) => t.badContentEncoding],
  FST_CP_ERR_INVALID_CONTENT: ['BAD_REQUEST', (t) => t.corruptCompressedBody],
  FST_INVALID_JSON_FIELD_ERROR: ['BAD_REQUEST', (t) => t.badJsonField],
  FST_INVALID_MULTIPART_CONTENT_TYPE: ['UNSUPPORTED_MEDIA_TYPE', (t) => t.multipartExpected],
  FST_REQ_FILE_TOO_LARGE: ['PAYLOAD_TOO_LARGE', (t) => t.fileTooLarge],
  FST_PARTS_LIMIT: ['PAYLOAD_TOO_LARGE', (t) => t.tooManyParts],
  FST_FILES_LIMIT: ['PAYLOAD_TOO_LARGE', (t) => t.tooManyFiles],
  FST_FIELDS_LIMIT: ['PAYLOAD_TOO_LARGE', (t) => t.tooManyFields],
};

/**
 * Any other client error Fastify or a plugin raises, by status: a code and a text of ours, never
 * Fastify's English message.
 */
const CLIENT_STATUSES: Record<number, [string, Text]> = {
  400: ['BAD_REQUEST', (t) => t.badRequest],
  404: ['NOT_FOUND', (t) => t.noSuchAddress],
  405: ['METHOD_NOT_ALLOWED', (t) => t.methodNotAllowed],
  406: ['NOT_ACCEPTABLE', (t) => t.notAcceptable],
  408: ['REQUEST_TIMEOUT', (t) => t.requestTimeout],
  413: ['PAYLOAD_TOO_LARGE', (t) => t.bodyTooLarge],
  414: ['URI_TOO_LONG', (t) => t.urlTooLong],
  415: ['UNSUPPORTED_MEDIA_TYPE', (t) => t.unsupportedMediaType],
  431: ['HEADERS_TOO_LARGE', (t) => t.headersTooLarge],
};

/** A client error by status (400's text for a status not listed). */
export function clientProblem(status: number): [string, Text] {
  return CLIENT_STATUSES[status] ?? (CLIENT_STATUSES[400] as [string, Text]);
}

/** The server shedding load (@fastify/under-pressure): 503, retry soon. */
const OVERLOADED: OutageProblem = {
  status: 503,
  code: 'OVERLOADED',
  detail: (t) => t.overloaded,
  retryAfterSeconds: 5,
};

/**
 * A refusal the server meant (a 503 outage or overload, a 429), logged as a warning with what
 * happened and no stack: it is no bug, and a stack per shed request floods the log.
 */
function logRefusal(request: FastifyRequest, status: number, code: string, error: { message?: unknown; code?: unknown }) {
  request.log.warn({ status, code, reason: { message: error.message, code: error.code } }, `answered ${status} ${code}`);
}

/** PostgreSQL error classes that mean the input was wrong, not the server. */
function databaseClientError(error: unknown): [number, string, Text] | undefined {
  const code = (error as { code?: unknown; cause?: { code?: unknown } }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
  if (typeof code !== 'string' || code.length !== 5) return undefined;
  if (code === '23505') return [409, 'CONFLICT', (t) => t.recordExists];
  if (code === '23503') return [409, 'IN_USE', (t) => t.recordInUse];
  if (code.startsWith('22') || code === '23502' || code === '23514') return [400, 'VALIDATION_FAILED', (t) => t.invalidValue];
  return undefined;
}

/** Maps every error to a problem+json answer; a 5xx never carries internals. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = requestLocale(request);
    const problem = (status: number, code: string, text: Text, extra: Record<string, unknown> = {}) =>
      sendProblem(reply, status, code, text, extra);
    if (error instanceof DomainError) {
      if (error instanceof TooManyRequests) reply.header('retry-after', String(error.retryAfterSeconds));
      if (error.status === 503 || error.status === 507) reply.header('retry-after', error.status === 503 ? '5' : '600');
      if (error.status === 429 || error.status === 503) logRefusal(request, error.status, error.code, error);
      return problem(error.status, error.code, error.text, error.extra);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = error.validationContext ?? 'body';
      const errors = error.validation.map((issue) => fieldProblem(part, issue.instancePath, issue.message, locale));
      return problem(400, 'VALIDATION_FAILED', () => validationDetail(errors), { errors });
    }
    if (error.code && FASTIFY_CLIENT_ERRORS[error.code]) {
      const [code, text] = FASTIFY_CLIENT_ERRORS[error.code] as [string, Text];
      return problem(error.statusCode ?? 400, code, text);
    }
    if (error.statusCode === 429) {
      logRefusal(request, 429, 'RATE_LIMITED', error);
      return problem(429, 'RATE_LIMITED', (t) => t.tooManyRequests);
    }
    const outage = error.code === 'FST_UNDER_PRESSURE' ? OVERLOADED : outageProblem(error);
    if (outage) {
      if (outage.status === 503) logRefusal(request, outage.status, outage.code, error);
      else request.log.warn({ err: error }, 'answered an outage');
      reply.header('retry-after', String(outage.retryAfterSeconds));
      return problem(outage.status, outage.code, outage.detail);
    }
    const fromDatabase = databaseClientError(error);
    if (fromDatabase) {
      request.log.info({ err: error }, 'database rejected the input');
      return problem(...fromDatabase);
    }
    if (!isResponseSerializationError(error) && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return problem(error.statusCode, ...clientProblem(error.statusCode));
    }
    if (error.statusCode === 503) {
      logRefusal(request, 503, 'UNAVAILABLE', error);
      reply.header('retry-after', '5');
      return problem(503, 'UNAVAILABLE', (t) => t.unavailable);
    }
    request.log.error({ err: error }, 'unhandled error');
    return problem(500, 'INTERNAL', (t) => t.internal);
  });
});

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route or error handler runs
 * (a bad percent-encoding, a parameter over `maxParamLength`), answered like every other error.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  // No hook ran: the security headers are set here.
  reply.headers(SECURITY_HEADERS);
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const [code, text] = FASTIFY_CLIENT_ERRORS[error.code] ?? clientProblem(status);
  return sendProblem(reply, status, code, text);
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refused (headers or address over
 * its limit, a malformed request line, a timeout) never reaches Fastify, so the answer is
 * written on the socket by hand, as problem+json in Russian: no header of it was read.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const [code, text] = clientProblem(status);
  const detail = render(text, DEFAULT_LOCALE);
  const title = TITLES[status] ?? 'Bad Request';
  const body = JSON.stringify({ type: 'about:blank', title, status, detail, code } satisfies ProblemBody);
  if (socket.writable) {
    const security = Object.entries(SECURITY_HEADERS)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(
      `HTTP/1.1 ${status} ${title}\r\nConnection: close\r\nContent-Type: application/problem+json; charset=utf-8\r\n` +
        `${security}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

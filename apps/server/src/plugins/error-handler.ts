import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DomainError, TooManyRequests } from '../lib/errors';
import { fieldProblem, validationDetail } from '../lib/validation-text';
import { outageProblem } from './outage-errors';

interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  errors?: { path: string; message: string }[];
  [key: string]: unknown;
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
  507: 'Insufficient Storage',
};

/** Sends an RFC 9457 problem answer. */
export function sendProblem(reply: FastifyReply, status: number, code: string, detail: string, extra: Record<string, unknown> = {}) {
  const body: ProblemBody = { type: 'about:blank', title: TITLES[status] ?? 'Error', status, detail, code, ...extra };
  return reply.code(status).type('application/problem+json; charset=utf-8').send(body);
}

/** Fastify's own client-error codes, with the code and Russian text we answer with. */
const FASTIFY_CLIENT_ERRORS: Record<string, [string, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['MALFORMED_JSON', 'Тело запроса — некорректный JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['MALFORMED_JSON', 'Тело запроса пустое, а ожидается JSON'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE', 'Тело запроса слишком большое'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['UNSUPPORTED_MEDIA_TYPE', 'Неподдерживаемый тип содержимого'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['BAD_REQUEST', 'Неверная длина тела запроса'],
  FST_ERR_CTP_INVALID_TYPE: ['BAD_REQUEST', 'Неверный заголовок Content-Type'],
  FST_ERR_BAD_URL: ['BAD_REQUEST', 'Неверный адрес запроса'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: ['UNSUPPORTED_MEDIA_TYPE', 'Ожидается multipart/form-data'],
  FST_REQ_FILE_TOO_LARGE: ['PAYLOAD_TOO_LARGE', 'Файл слишком большой'],
  FST_PARTS_LIMIT: ['PAYLOAD_TOO_LARGE', 'Слишком много частей в запросе'],
  FST_FILES_LIMIT: ['PAYLOAD_TOO_LARGE', 'Слишком много файлов в запросе'],
  FST_FIELDS_LIMIT: ['PAYLOAD_TOO_LARGE', 'Слишком много полей в запросе'],
};

/** PostgreSQL error classes that mean the input was wrong, not the server. */
function databaseClientError(error: unknown): [number, string, string] | undefined {
  const code = (error as { code?: unknown; cause?: { code?: unknown } }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
  if (typeof code !== 'string' || code.length !== 5) return undefined;
  if (code === '23505') return [409, 'CONFLICT', 'Такая запись уже есть'];
  if (code === '23503') return [409, 'IN_USE', 'Запись связана с другими записями'];
  if (code.startsWith('22') || code === '23502' || code === '23514') return [400, 'VALIDATION_FAILED', 'Недопустимое значение'];
  return undefined;
}

/** Maps every error to a problem+json answer; a 5xx never carries internals. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      if (error instanceof TooManyRequests) reply.header('retry-after', String(error.retryAfterSeconds));
      if (error.status === 503 || error.status === 507) reply.header('retry-after', error.status === 503 ? '5' : '600');
      return sendProblem(reply, error.status, error.code, error.detail, error.extra);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = error.validationContext ?? 'body';
      const errors = error.validation.map((issue) => fieldProblem(part, issue.instancePath, issue.message));
      return sendProblem(reply, 400, 'VALIDATION_FAILED', validationDetail(errors), { errors });
    }
    if (error.code && FASTIFY_CLIENT_ERRORS[error.code]) {
      const [code, detail] = FASTIFY_CLIENT_ERRORS[error.code] as [string, string];
      return sendProblem(reply, error.statusCode ?? 400, code, detail);
    }
    if (error.statusCode === 429) {
      return sendProblem(reply, 429, 'RATE_LIMITED', 'Слишком много запросов. Попробуйте позже');
    }
    const outage = outageProblem(error);
    if (outage) {
      request.log.warn({ err: error }, 'answered an outage');
      reply.header('retry-after', String(outage.retryAfterSeconds));
      return sendProblem(reply, outage.status, outage.code, outage.detail);
    }
    const fromDatabase = databaseClientError(error);
    if (fromDatabase) {
      request.log.info({ err: error }, 'database rejected the input');
      return sendProblem(reply, ...fromDatabase);
    }
    if (!isResponseSerializationError(error) && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendProblem(reply, error.statusCode, error.code ?? 'BAD_REQUEST', 'Некорректный запрос');
    }
    request.log.error({ err: error }, 'unhandled error');
    if (error.statusCode === 503) return sendProblem(reply, 503, 'UNAVAILABLE', 'Сервис временно недоступен');
    return sendProblem(reply, 500, 'INTERNAL', 'Внутренняя ошибка сервера');
  });
});

import type { FastifyReply } from 'fastify';
import { render, type Text } from '../texts';
import { requestLocale } from '../texts/accept-language';

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  errors?: { path: string; message: string }[];
  [key: string]: unknown;
}

export const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  408: 'Request Timeout',
  413: 'Content Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
  507: 'Insufficient Storage',
};

/**
 * Sends an RFC 9457 problem answer, its detail (and its fields' messages) in the language the
 * request asks for; the answer varies by `Accept-Language`, so caches keep the languages apart.
 */
export function sendProblem(reply: FastifyReply, status: number, code: string, text: Text, extra: Record<string, unknown> = {}) {
  const locale = requestLocale(reply.request);
  const errors = Array.isArray(extra.errors)
    ? (extra.errors as { path: string; message: string | Text }[]).map(({ path, message }) => ({
        path,
        message: typeof message === 'function' ? render(message, locale) : message,
      }))
    : undefined;
  const detail = render(text, locale);
  const body: ProblemBody = {
    type: 'about:blank',
    title: TITLES[status] ?? 'Error',
    status,
    detail,
    code,
    ...extra,
    ...(errors ? { errors } : {}),
  };
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
  return reply.code(status).type('application/problem+json; charset=utf-8').send(body);
}

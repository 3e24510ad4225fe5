import type { FastifyReply } from 'fastify';

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

/** Sends an RFC 9457 problem answer. */
export function sendProblem(reply: FastifyReply, status: number, code: string, detail: string, extra: Record<string, unknown> = {}) {
  const body: ProblemBody = { type: 'about:blank', title: TITLES[status] ?? 'Error', status, detail, code, ...extra };
  return reply.code(status).type('application/problem+json; charset=utf-8').send(body);
}

import type { FastifyRequest } from 'fastify';

/** Query parameters whose values are secrets: one-time tokens in mail links, and the like. */
const SECRET_PARAM = /([?&][^=&#]*(?:token|password|secret|code|key)[^=&#]*=)[^&#]*/gi;

/** Paths whose query is the caller's private business: a collector's search of their own records (ADR 084). */
const PRIVATE_QUERY_PATH = '/api/collection/';

/** A share link's token in its path, the API's and the page's (`/collection/shared/{token}`, ADR 089): the link is the key. */
const SHARE_TOKEN = /(\/collection\/shared\/)[^/?#]+/;

/**
 * The URL with the values of secret-looking query parameters replaced, a share link's token, and
 * the whole query of a private path (a search of one's own collection names what one holds): safe for a log line.
 */
export function redactUrl(raw: string): string {
  const url = raw.replace(SHARE_TOKEN, '$1[REDACTED]');
  const query = url.indexOf('?');
  if (url.startsWith(PRIVATE_QUERY_PATH) && query >= 0) return `${url.slice(0, query)}?[REDACTED]`;
  return url.replace(SECRET_PARAM, '$1[REDACTED]');
}

/**
 * Pino options for the request logger: the request as method, redacted URL and addresses (no
 * headers at all), and the credential headers censored wherever a log line carries them.
 */
export function loggerOptions(level: string) {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}

import type { FastifyRequest } from 'fastify';

/** Query parameters whose values are secrets: one-time tokens in mail links, and the like. */
const SECRET_PARAM = /([?&][^=&#]*(?:token|password|secret|code|key)[^=&#]*=)[^&#]*/gi;

/** The URL with the values of secret-looking query parameters replaced: safe for a log line. */
export function redactUrl(url: string): string {
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

import { ENDPOINTS } from '@museum/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { RateLimit } from '../../config/limits-config';
import type { Clock } from '../../lib/clock';
import { route } from '../../lib/endpoint-route';
import type { Services } from '../../services';

/**
 * `GET /api/archive/export`: the search's results as a CSV or JSON Lines download, streamed.
 * Anonymous callers are limited per IP (`EXPORTS_PER_HOUR`), signed-in ones per account by the
 * service (`ACCOUNT_EXPORTS_PER_HOUR`): 429 with `Retry-After` past either.
 */
export const exportRoutes: FastifyPluginAsync<{ services: Services; clock: Clock; anonymousLimit: RateLimit }> = async (
  app,
  { services, clock, anonymousLimit },
) => {
  const rateLimit = {
    max: anonymousLimit.max,
    timeWindow: anonymousLimit.windowMs,
    groupId: 'export',
    // Signed-in people are known and limited per account by the export service; only anonymous downloads count here.
    allowList: (request: { actor: unknown }) => request.actor !== null,
  };
  // perCaller: a signed-in caller keeps their account's budget, never read as an anonymous visitor (ADR 067).
  route(app, ENDPOINTS.search.export, { config: { rateLimit, perCaller: true } }, async (req, reply) => {
    const file = await services.exports.file(req.actor, req.query, clock.now());
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .send(file.stream);
  });
};

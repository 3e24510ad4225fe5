import { HistoryPageQuery, HistoryParams, RevisionDto, RevisionPage } from '@museum/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services';

export const historyRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const tags = ['history'];
  app.get('/api/archive/:entity/:id/history', { schema: { tags, params: HistoryParams, response: { 200: z.array(RevisionDto) } } }, (req) =>
    services.history.list(req.actor, req.params.entity, req.params.id),
  );
  app.get(
    '/api/archive/:entity/:id/history/page',
    { schema: { tags, params: HistoryParams, querystring: HistoryPageQuery, response: { 200: RevisionPage } } },
    (req) => services.history.page(req.actor, req.params.entity, req.params.id, req.query),
  );
};

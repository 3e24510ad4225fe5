import { HistoryParams, RevisionDto } from '@museum/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services';

export const historyRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/api/archive/:entity/:id/history',
    { schema: { tags: ['history'], params: HistoryParams, response: { 200: z.array(RevisionDto) } } },
    (req) => services.history.list(req.actor, req.params.entity, req.params.id),
  );
};

import { SearchAllDto, SearchAllQuery } from '@museum/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services';

export const searchRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/api/archive/search/all',
    { schema: { tags: ['search'], querystring: SearchAllQuery, response: { 200: SearchAllDto } } },
    (req) => services.search.all(req.actor, req.query),
  );
};

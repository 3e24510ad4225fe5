import {
  ChronologyPage,
  ChronologyQuery,
  DetailCardPage,
  DetailDto,
  DetailListPage,
  DetailListQuery,
  DetailSearchQuery,
  DetailYearQuery,
  IdParams,
  YearParams,
} from '@museum/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services';

export const detailReadRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { details } = services;
  const tags = ['details'];

  app.get('/api/archive/details', { schema: { tags, querystring: DetailListQuery, response: { 200: DetailListPage } } }, (req) =>
    details.list(req.query),
  );
  app.get('/api/archive/details/page', { schema: { tags, querystring: DetailSearchQuery, response: { 200: DetailCardPage } } }, (req) =>
    details.search(req.actor, req.query),
  );
  app.get(
    '/api/archive/details/year/:year',
    { schema: { tags, params: YearParams, querystring: DetailYearQuery, response: { 200: DetailCardPage } } },
    (req) => details.byYear(req.actor, req.params.year, req.query),
  );
  app.get(
    '/api/archive/details/by-manufacturer-and-belongs-to',
    { schema: { tags, querystring: ChronologyQuery, response: { 200: ChronologyPage } } },
    (req) => details.chronology(req.actor, req.query),
  );
  app.get('/api/archive/details/:id', { schema: { tags, params: IdParams, response: { 200: DetailDto } } }, (req) =>
    details.get(req.actor, req.params.id),
  );
};

import { ENDPOINTS } from '@museum/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import type { Services } from '../../services';

const { details: endpoints } = ENDPOINTS;

export const detailReadRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { details } = services;
  route(app, endpoints.list, (req) => details.list(req.query));
  route(app, endpoints.page, (req) => details.search(req.actor, req.query));
  route(app, endpoints.year, (req) => details.byYear(req.actor, req.params.year, req.query));
  route(app, endpoints.chronology, (req) => details.chronology(req.actor, req.query));
  route(app, endpoints.get, (req) => details.get(req.actor, req.params.id));
};

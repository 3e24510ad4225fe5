import { ENDPOINTS } from '@museum/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import type { Services } from '../../services';

const { history: endpoints } = ENDPOINTS;

export const historyRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { history } = services;
  route(app, endpoints.list, (req) => history.list(req.actor, req.params.entity, req.params.id));
  route(app, endpoints.page, (req) => history.page(req.actor, req.params.entity, req.params.id, req.query));
};

import { ENDPOINTS } from '@museum/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import type { Services } from '../../services';

export const searchRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  route(app, ENDPOINTS.search.all, (req) => services.search.all(req.actor, req.query));
};

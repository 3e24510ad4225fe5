import { ENDPOINTS } from '@museum/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import type { Services } from '../../services';

export const healthRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  route(app, ENDPOINTS.site.health, () => services.health.check());
};

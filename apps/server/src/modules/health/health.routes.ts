import { ENDPOINTS } from '@museum/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import type { Services } from '../../services';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** @fastify/under-pressure's per-route handler of an overload; answering nothing lets the request through. */
    pressureHandler?: () => undefined;
  }
}

export const healthRoutes: FastifyPluginAsync<{ services: Services; version: string }> = async (app, { services, version }) => {
  route(app, ENDPOINTS.site.health, () => services.health.check());
  // A lagging event loop answers other requests 503 (under-pressure); liveness still says the process is alive.
  route(app, ENDPOINTS.site.live, { config: { pressureHandler: () => undefined } }, () => ({ status: 'ok' as const, version }));
};

import { HealthDto } from '@museum/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services';

export const healthRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get('/api/health', { schema: { tags: ['health'], response: { 200: HealthDto } } }, () => services.health.check());
};

import { ENDPOINTS } from '@museum/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import type { Services } from '../../services';

const { dating: endpoints } = ENDPOINTS;

export const datingRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { dating } = services;
  route(app, endpoints.date, (req) => dating.date(req.query));
  route(app, endpoints.points, (req) => dating.points(req.query));
  route(app, endpoints.check, (req) => dating.check(req.query));
  route(app, endpoints.contradictions, (req) => dating.contradictions(req.actor, req.query));
};

import { ENDPOINTS } from '@museum/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import type { Services } from '../../services';

const { photos: endpoints } = ENDPOINTS;

export const photoReadRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { photos } = services;
  route(app, endpoints.page, (req) => photos.page(req.actor, req.query));
  route(app, endpoints.search, (req) => photos.search(req.actor, req.query.q));
  route(app, endpoints.get, (req) => photos.get(req.actor, req.params.id));
};

import { ENDPOINTS } from '@museum/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import type { Services } from '../../services';

const { products: endpoints } = ENDPOINTS;

export const productReadRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { products } = services;
  route(app, endpoints.list, (req) => products.list(req.query));
  route(app, endpoints.search, (req) => products.search(req.actor, req.query));
  route(app, endpoints.get, (req) => products.get(req.actor, req.params.id));
  route(app, endpoints.children, (req) => products.children(req.params.id));
};

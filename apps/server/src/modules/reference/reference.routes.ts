import { ENDPOINTS } from '@museum/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import type { Services } from '../../services';

const { reference: endpoints } = ENDPOINTS;

export const referenceRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { reference } = services;
  route(app, endpoints.manufacturers, () => reference.manufacturers());
  route(app, endpoints.manufacturer, (req) => reference.manufacturer(req.params.id));
  route(app, endpoints.detailTypes, () => reference.detailTypes());
};

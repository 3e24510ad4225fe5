import { ENDPOINTS } from '@museum/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import type { Services } from '../../services';

const { regions: endpoints } = ENDPOINTS;

/** Regions marked on photos (ADR 059): the service checks who may write which. */
export const regionRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { regions } = services;
  route(app, endpoints.ofPhoto, (req) => regions.ofPhoto(req.actor, req.params.id));
  route(app, endpoints.ofTarget, (req) => regions.ofTarget(req.query));
  route(app, endpoints.pending, (req) => regions.pending(req.actor));
  route(app, endpoints.create, async (req, reply) => reply.code(201).send(await regions.create(req.actor, req.params.id, req.body)));
  route(app, endpoints.update, (req) => regions.update(req.actor, req.params.id, req.body));
  route(app, endpoints.approve, (req) => regions.approve(req.actor, req.params.id));
  route(app, endpoints.remove, async (req, reply) => {
    await regions.remove(req.actor, req.params.id);
    return reply.code(204).send();
  });
};

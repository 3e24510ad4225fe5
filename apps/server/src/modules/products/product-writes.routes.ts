import { ENDPOINTS } from '@museum/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import type { Services } from '../../services';

const { products: endpoints } = ENDPOINTS;

/** Product writes: moderators act directly; a plain user gets 403 and proposes a change request. */
export const productWriteRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const writes = services.productWrites;
  route(app, endpoints.create, async (req, reply) => reply.code(201).send(await writes.create(req.actor, req.body)));
  route(app, endpoints.update, (req) => writes.update(req.actor, req.params.id, req.body));
  route(app, endpoints.remove, async (req, reply) => {
    await writes.remove(req.actor, req.params.id);
    return reply.code(204).send();
  });
};

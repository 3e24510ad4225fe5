import { ENDPOINTS } from '@museum/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import type { Services } from '../../services';

const { reference: endpoints } = ENDPOINTS;

/** Stamps (ADR 061): read by anyone, written by moderators and admins; plain users propose through `POST /change-requests`. */
export const stampRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { stampReads } = services;
  const writes = services.referenceWrites.stamps;
  route(app, endpoints.stamps, (req) => stampReads.list(req.actor, req.query));
  route(app, endpoints.stamp, (req) => stampReads.page(req.actor, req.params.id));
  route(app, endpoints.stampItems, (req) => stampReads.items(req.actor, req.params.id, req.query));

  route(app, endpoints.createStamp, async (req, reply) => reply.code(201).send(await writes.create(req.actor, req.body)));
  route(app, endpoints.updateStamp, (req) => writes.update(req.actor, req.params.id, req.body));
  route(app, endpoints.removeStamp, async (req, reply) => {
    await writes.remove(req.actor, req.params.id);
    return reply.code(204).send();
  });
};

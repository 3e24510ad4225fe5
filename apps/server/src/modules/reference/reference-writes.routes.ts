import { ENDPOINTS } from '@museum/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import type { Services } from '../../services';

const { reference: endpoints } = ENDPOINTS;

/**
 * Writes of the reference lists. A moderator may add a manufacturer (a plain user proposes one
 * through `POST /change-requests`, ADR 041); the rest is for admins. Stamps: modules/stamps.
 */
export const referenceWriteRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { manufacturers, detailTypes, detailSubtypes } = services.referenceWrites;

  route(app, endpoints.createManufacturer, { config: { writeLimit: 'manufacturer' } }, async (req, reply) =>
    reply.code(201).send(await manufacturers.create(req.actor, req.body)),
  );
  route(app, endpoints.updateManufacturer, (req) => manufacturers.update(req.actor, req.params.id, req.body));
  route(app, endpoints.removeManufacturer, async (req, reply) => {
    await manufacturers.remove(req.actor, req.params.id);
    return reply.code(204).send();
  });

  route(app, endpoints.createDetailType, async (req, reply) => reply.code(201).send(await detailTypes.create(req.actor, req.body)));
  route(app, endpoints.updateDetailType, (req) => detailTypes.update(req.actor, req.params.id, req.body));
  route(app, endpoints.removeDetailType, async (req, reply) => {
    await detailTypes.remove(req.actor, req.params.id);
    return reply.code(204).send();
  });

  route(app, endpoints.createDetailSubtype, async (req, reply) => reply.code(201).send(await detailSubtypes.create(req.actor, req.body)));
  route(app, endpoints.updateDetailSubtype, (req) => detailSubtypes.update(req.actor, req.params.id, req.body));
  route(app, endpoints.removeDetailSubtype, async (req, reply) => {
    await detailSubtypes.remove(req.actor, req.params.id);
    return reply.code(204).send();
  });
};

import {
  DetailSubtypeWithTypeDto,
  DetailSubtypeWrite,
  DetailTypeDto,
  DetailTypeWrite,
  IdParams,
  ManufacturerDto,
  ManufacturerWrite,
  StampDto,
  StampWrite,
} from '@museum/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services';

/**
 * Writes of the reference lists. A moderator may add a manufacturer (a plain user proposes one
 * through `POST /change-requests`, ADR 041); the rest is for admins.
 */
export const referenceWriteRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const writes = services.referenceWrites;
  const tags = ['reference'];
  const admin = { auth: 'ADMIN' as const };
  const base = '/api/archive';

  app.post(
    `${base}/manufacturers`,
    {
      config: { auth: 'MODERATOR', writeLimit: 'manufacturer' },
      schema: { tags, body: ManufacturerWrite, response: { 201: ManufacturerDto } },
    },
    async (req, reply) => reply.code(201).send(await writes.manufacturers.create(req.actor, req.body)),
  );
  app.put(
    `${base}/manufacturers/:id`,
    { config: admin, schema: { tags, params: IdParams, body: ManufacturerWrite, response: { 200: ManufacturerDto } } },
    (req) => writes.manufacturers.update(req.actor, req.params.id, req.body),
  );
  app.delete(`${base}/manufacturers/:id`, { config: admin, schema: { tags, params: IdParams } }, async (req, reply) => {
    await writes.manufacturers.remove(req.actor, req.params.id);
    return reply.code(204).send();
  });

  app.post(`${base}/stamps`, { config: admin, schema: { tags, body: StampWrite, response: { 201: StampDto } } }, async (req, reply) =>
    reply.code(201).send(await writes.stamps.create(req.actor, req.body)),
  );
  app.put(
    `${base}/stamps/:id`,
    { config: admin, schema: { tags, params: IdParams, body: StampWrite, response: { 200: StampDto } } },
    (req) => writes.stamps.update(req.actor, req.params.id, req.body),
  );
  app.delete(`${base}/stamps/:id`, { config: admin, schema: { tags, params: IdParams } }, async (req, reply) => {
    await writes.stamps.remove(req.actor, req.params.id);
    return reply.code(204).send();
  });

  app.post(
    `${base}/detail-types`,
    { config: admin, schema: { tags, body: DetailTypeWrite, response: { 201: DetailTypeDto } } },
    async (req, reply) => reply.code(201).send(await writes.detailTypes.create(req.actor, req.body)),
  );
  app.put(
    `${base}/detail-types/:id`,
    { config: admin, schema: { tags, params: IdParams, body: DetailTypeWrite, response: { 200: DetailTypeDto } } },
    (req) => writes.detailTypes.update(req.actor, req.params.id, req.body),
  );
  app.delete(`${base}/detail-types/:id`, { config: admin, schema: { tags, params: IdParams } }, async (req, reply) => {
    await writes.detailTypes.remove(req.actor, req.params.id);
    return reply.code(204).send();
  });

  app.post(
    `${base}/detail-subtypes`,
    { config: admin, schema: { tags, body: DetailSubtypeWrite, response: { 201: DetailSubtypeWithTypeDto } } },
    async (req, reply) => reply.code(201).send(await writes.detailSubtypes.create(req.actor, req.body)),
  );
  app.put(
    `${base}/detail-subtypes/:id`,
    { config: admin, schema: { tags, params: IdParams, body: DetailSubtypeWrite, response: { 200: DetailSubtypeWithTypeDto } } },
    (req) => writes.detailSubtypes.update(req.actor, req.params.id, req.body),
  );
  app.delete(`${base}/detail-subtypes/:id`, { config: admin, schema: { tags, params: IdParams } }, async (req, reply) => {
    await writes.detailSubtypes.remove(req.actor, req.params.id);
    return reply.code(204).send();
  });
};

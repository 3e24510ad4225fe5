import { DetailDto, DetailWrite, IdParams } from '@museum/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services';

/** Detail writes: moderators act directly; a plain user gets 403 and proposes a change request. */
export const detailWriteRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const writes = services.detailWrites;
  const tags = ['details'];
  const config = { auth: 'MODERATOR' as const };

  app.post('/api/archive/details', { config, schema: { tags, body: DetailWrite, response: { 201: DetailDto } } }, async (req, reply) =>
    reply.code(201).send(await writes.create(req.actor, req.body)),
  );
  app.put(
    '/api/archive/details/:id',
    { config, schema: { tags, params: IdParams, body: DetailWrite, response: { 200: DetailDto } } },
    (req) => writes.update(req.actor, req.params.id, req.body),
  );
  app.delete('/api/archive/details/:id', { config, schema: { tags, params: IdParams } }, async (req, reply) => {
    await writes.remove(req.actor, req.params.id);
    return reply.code(204).send();
  });
};

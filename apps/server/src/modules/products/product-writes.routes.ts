import { IdParams, ProductDto, ProductWrite } from '@museum/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services';

/** Product writes: moderators act directly; a plain user gets 403 and proposes a change request. */
export const productWriteRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const writes = services.productWrites;
  const tags = ['products'];
  const config = { auth: 'MODERATOR' as const };

  app.post('/api/archive/products', { config, schema: { tags, body: ProductWrite, response: { 201: ProductDto } } }, async (req, reply) =>
    reply.code(201).send(await writes.create(req.actor, req.body)),
  );
  app.put(
    '/api/archive/products/:id',
    { config, schema: { tags, params: IdParams, body: ProductWrite, response: { 200: ProductDto } } },
    (req) => writes.update(req.actor, req.params.id, req.body),
  );
  app.delete('/api/archive/products/:id', { config, schema: { tags, params: IdParams } }, async (req, reply) => {
    await writes.remove(req.actor, req.params.id);
    return reply.code(204).send();
  });
};

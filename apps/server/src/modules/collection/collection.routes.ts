import { ENDPOINTS } from '@museum/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import type { Services } from '../../services';

const { collection: endpoints } = ENDPOINTS;

/** The collector's own records and want list (ADR 084): the service answers the owner only. */
export const collectionRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { collection, collectionProposals, collectionShares, collectionSpreadsheet, wanted } = services;
  route(app, endpoints.items, (req) => collection.list(req.actor, req.query));
  route(app, endpoints.createItem, async (req, reply) => reply.code(201).send(await collection.create(req.actor, req.body)));
  route(app, endpoints.item, (req) => collection.get(req.actor, req.params.id));
  route(app, endpoints.updateItem, (req) => collection.update(req.actor, req.params.id, req.body));
  route(app, endpoints.removeItem, async (req, reply) => {
    await collection.remove(req.actor, req.params.id);
    return reply.code(204).send();
  });
  route(app, endpoints.export, async (req, reply) => {
    const file = await collectionSpreadsheet.file(req.actor, req.query);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(file.body);
  });
  route(app, endpoints.propose, async (req, reply) => reply.code(201).send(await collectionProposals.propose(req.actor, req.params.id)));
  route(app, endpoints.wanted, (req) => wanted.list(req.actor));
  route(app, endpoints.addWanted, async (req, reply) => reply.code(201).send(await wanted.add(req.actor, req.body)));
  route(app, endpoints.removeWanted, async (req, reply) => {
    await wanted.remove(req.actor, req.params.id);
    return reply.code(204).send();
  });
  route(app, endpoints.shareState, (req) => collectionShares.state(req.actor, req.params.id));
  route(app, endpoints.share, async (req, reply) => reply.code(201).send(await collectionShares.share(req.actor, req.params.id, req.body)));
  route(app, endpoints.unshare, async (req, reply) => {
    await collectionShares.unshare(req.actor, req.params.id);
    return reply.code(204).send();
  });
  route(app, endpoints.shared, (req) => collectionShares.shared(req.params.token));
};

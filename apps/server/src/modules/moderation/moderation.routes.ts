import { ENDPOINTS } from '@museum/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import type { Services } from '../../services';

const { moderation: endpoints } = ENDPOINTS;

/** Change requests: anyone signed in proposes; moderators list, approve and reject. */
export const moderationRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { moderation } = services;
  route(app, endpoints.submit, { config: { writeLimit: 'changeRequest' } }, async (req, reply) =>
    reply.code(201).send(await moderation.submit(req.actor, req.body)),
  );
  route(app, endpoints.list, (req) => moderation.list(req.actor, req.query));
  route(app, endpoints.mine, (req) => moderation.mine(req.actor, req.query));
  route(app, endpoints.approve, (req) => moderation.approve(req.actor, req.params.id));
  route(app, endpoints.reject, (req) => moderation.reject(req.actor, req.params.id, req.query.reason));
};

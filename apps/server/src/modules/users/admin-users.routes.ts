import { ENDPOINTS } from '@museum/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Actor } from '../../lib/actor';
import { route } from '../../lib/endpoint-route';
import { Unauthorized } from '../../lib/errors';
import type { Services } from '../../services';

const { admin: endpoints } = ENDPOINTS;

/** Routes with `auth` set run only with an actor; this says so to the type checker. */
function signedIn(actor: Actor | null): Actor {
  if (!actor) throw new Unauthorized();
  return actor;
}

/** Account administration over the API: ADMIN only. */
export const adminUserRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { users } = services;

  route(app, endpoints.disableUser, async (req, reply) => {
    await users.disable(req.params.username, { by: signedIn(req.actor), ip: req.ip });
    return reply.code(204).send();
  });
  route(app, endpoints.enableUser, async (req, reply) => {
    await users.enable(req.params.username, { by: signedIn(req.actor), ip: req.ip });
    return reply.code(204).send();
  });
  route(app, endpoints.resetSecondFactor, async (req, reply) => {
    await users.resetSecondFactor(req.params.username, { by: signedIn(req.actor), ip: req.ip });
    return reply.code(204).send();
  });
};

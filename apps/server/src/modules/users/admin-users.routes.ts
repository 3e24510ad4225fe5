import { AdminUsernameParams } from '@museum/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Actor } from '../../lib/actor';
import { Unauthorized } from '../../lib/errors';
import type { Services } from '../../services';

const tags = ['admin'];

/** Routes with `auth` set run only with an actor; this says so to the type checker. */
function signedIn(actor: Actor | null): Actor {
  if (!actor) throw new Unauthorized();
  return actor;
}

/** Account administration over the API: ADMIN only. */
export const adminUserRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { users } = services;

  app.post(
    '/api/admin/users/:username/disable',
    { schema: { tags, params: AdminUsernameParams }, config: { auth: 'ADMIN' } },
    async (req, reply) => {
      await users.disable(req.params.username, { by: signedIn(req.actor), ip: req.ip });
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/admin/users/:username/enable',
    { schema: { tags, params: AdminUsernameParams }, config: { auth: 'ADMIN' } },
    async (req, reply) => {
      await users.enable(req.params.username, { by: signedIn(req.actor), ip: req.ip });
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/admin/users/:username/reset-second-factor',
    { schema: { tags, params: AdminUsernameParams }, config: { auth: 'ADMIN' } },
    async (req, reply) => {
      await users.resetSecondFactor(req.params.username, { by: signedIn(req.actor), ip: req.ip });
      return reply.code(204).send();
    },
  );
};

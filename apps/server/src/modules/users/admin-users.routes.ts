import { AdminUsernameParams } from '@museum/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services';

const tags = ['admin'];

/** Account administration over the API: ADMIN only. */
export const adminUserRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { users } = services;

  app.post(
    '/api/admin/users/:username/disable',
    { schema: { tags, params: AdminUsernameParams }, config: { auth: 'ADMIN' } },
    async (req, reply) => {
      const actor = req.actor as { userId: number; username: string };
      await users.disable(req.params.username, { by: actor, ip: req.ip });
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/admin/users/:username/enable',
    { schema: { tags, params: AdminUsernameParams }, config: { auth: 'ADMIN' } },
    async (req, reply) => {
      const actor = req.actor as { userId: number; username: string };
      await users.enable(req.params.username, { by: actor, ip: req.ip });
      return reply.code(204).send();
    },
  );
};

import { ENDPOINTS } from '@museum/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import type { Services } from '../../services';
import { ignoreEmptyBody } from './auth.routes';

const { account: endpoints } = ENDPOINTS;

/** The signed-in person's own account: password, sessions, second factor. */
export const accountRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { account } = services;

  route(app, endpoints.changePassword, async (req, reply) => {
    await account.changePassword(req.actor, req.body, req.ip);
    return reply.code(204).send();
  });
  route(app, endpoints.sessions, (req) => account.listSessions(req.actor));
  route(app, endpoints.endSession, async (req, reply) => {
    await account.endSession(req.actor, req.params.id);
    return reply.code(204).send();
  });
  route(app, endpoints.totpSetup, { preParsing: ignoreEmptyBody }, (req) => account.startTotpSetup(req.actor));
  route(app, endpoints.totpEnable, (req) => account.enableTotp(req.actor, req.body, req.ip));
  route(app, endpoints.totpDisable, async (req, reply) => {
    await account.disableTotp(req.actor, req.body, req.ip);
    return reply.code(204).send();
  });
  route(app, endpoints.recoveryCodes, (req) => account.replaceRecoveryCodes(req.actor, req.body, req.ip));
};

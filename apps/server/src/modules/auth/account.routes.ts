import { ENDPOINTS } from '@museum/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import type { Services } from '../../services';
import { ignoreEmptyBody } from './auth.routes';

const { account: endpoints } = ENDPOINTS;

/** The signed-in person's own account: password, sessions, second factor, its export and deletion. */
export const accountRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { account, accountExport } = services;

  route(app, endpoints.changePassword, async (req, reply) => {
    await account.changePassword(req.actor, req.body, req.ip);
    return reply.code(204).send();
  });
  route(app, endpoints.language, async (req, reply) => {
    await account.setLanguage(req.actor, req.body.language);
    return reply.code(204).send();
  });
  route(app, endpoints.wantedMail, async (req, reply) => {
    await account.setWantedMail(req.actor, req.body.wantedMail);
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
  // endsSession: the photo cookie of a session that no longer exists is cleared too.
  route(app, endpoints.deleteAccount, { config: { endsSession: true } }, async (req, reply) => {
    await account.deleteAccount(req.actor, req.body, req.ip);
    return reply.code(204).send();
  });
  route(app, endpoints.exportAccount, async (req, reply) => {
    const file = await accountExport.file(req.actor);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(file.bytes);
  });
};

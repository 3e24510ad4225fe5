import {
  AccountLanguageBody,
  ChangePasswordBody,
  RecoveryCodesBody,
  RecoveryCodesDto,
  SessionIdParams,
  SessionListDto,
  TotpDisableBody,
  TotpEnableBody,
  TotpSetupDto,
} from '@museum/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services';
import { ignoreEmptyBody } from './auth.routes';

const tags = ['auth'];

/** The signed-in person's own account: password, sessions, second factor. */
export const accountRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { account } = services;
  const config = { auth: 'USER' as const };

  app.post('/api/auth/change-password', { schema: { tags, body: ChangePasswordBody }, config }, async (req, reply) => {
    await account.changePassword(req.actor, req.body, req.ip);
    return reply.code(204).send();
  });

  app.put('/api/auth/language', { schema: { tags, body: AccountLanguageBody }, config }, async (req, reply) => {
    await account.setLanguage(req.actor, req.body.language);
    return reply.code(204).send();
  });

  app.get('/api/auth/sessions', { schema: { tags, response: { 200: SessionListDto } }, config }, (req) => account.listSessions(req.actor));

  app.delete('/api/auth/sessions/:id', { schema: { tags, params: SessionIdParams }, config }, async (req, reply) => {
    await account.endSession(req.actor, req.params.id);
    return reply.code(204).send();
  });

  app.post('/api/auth/totp/setup', { schema: { tags, response: { 200: TotpSetupDto } }, config, preParsing: ignoreEmptyBody }, (req) =>
    account.startTotpSetup(req.actor),
  );

  app.post('/api/auth/totp/enable', { schema: { tags, body: TotpEnableBody, response: { 200: RecoveryCodesDto } }, config }, (req) =>
    account.enableTotp(req.actor, req.body, req.ip),
  );

  app.post('/api/auth/totp/disable', { schema: { tags, body: TotpDisableBody }, config }, async (req, reply) => {
    await account.disableTotp(req.actor, req.body, req.ip);
    return reply.code(204).send();
  });

  app.post(
    '/api/auth/totp/recovery-codes',
    { schema: { tags, body: RecoveryCodesBody, response: { 200: RecoveryCodesDto } }, config },
    (req) => account.replaceRecoveryCodes(req.actor, req.body, req.ip),
  );
};

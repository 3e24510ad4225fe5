import {
  ConfirmBody,
  ForgotPasswordBody,
  LoginBody,
  LoginDto,
  MeDto,
  MessageDto,
  RegisterBody,
  ResendConfirmationBody,
  ResetPasswordBody,
} from '@museum/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimit, RateLimits } from '../../config';
import type { Services } from '../../services';

/** A per-IP request limit for a route; `group` shares one count between aliases. */
const perIp = (limit: RateLimit, group: string) => ({ rateLimit: { max: limit.max, timeWindow: limit.windowMs, groupId: group } });

const tags = ['auth'];

/** Logout takes no body: a client that still says `Content-Type: application/json` and sends nothing is fine. */
const ignoreEmptyBody = async (request: FastifyRequest) => {
  const { headers } = request;
  const empty = (headers['content-length'] ?? '0') === '0' && headers['transfer-encoding'] === undefined;
  if (empty) delete headers['content-type'];
};

export const authRoutes: FastifyPluginAsyncZod<{ services: Services; limits: RateLimits }> = async (app, { services, limits }) => {
  const { auth } = services;

  for (const url of ['/api/auth/register', '/api/register']) {
    app.post(
      url,
      { schema: { tags, body: RegisterBody, response: { 201: MessageDto } }, config: perIp(limits.register, 'register') },
      async (req, reply) => reply.code(201).send(await auth.register(req.body)),
    );
  }

  app.post('/api/auth/confirm', { schema: { tags, body: ConfirmBody, response: { 200: MessageDto } } }, (req) =>
    auth.confirm(req.body.token),
  );

  app.post('/api/auth/login', { schema: { tags, body: LoginBody, response: { 200: LoginDto } } }, (req) => auth.login(req.body, req.ip));

  app.get('/api/auth/me', { schema: { tags, response: { 200: MeDto } }, config: { auth: 'USER' } }, (req) => auth.me(req.actor));

  app.post('/api/auth/logout', { schema: { tags }, config: { auth: 'USER' }, preParsing: ignoreEmptyBody }, async (req, reply) => {
    await auth.logout(req.actor);
    return reply.code(204).send();
  });

  app.post(
    '/api/auth/resend-confirmation',
    { schema: { tags, body: ResendConfirmationBody, response: { 200: MessageDto } }, config: perIp(limits.resendConfirmation, 'resend') },
    (req) => auth.resendConfirmation(req.body.username),
  );

  app.post(
    '/api/auth/forgot-password',
    { schema: { tags, body: ForgotPasswordBody, response: { 200: MessageDto } }, config: perIp(limits.forgotPassword, 'forgot') },
    (req) => auth.forgotPassword(req.body.email),
  );

  app.post(
    '/api/auth/reset-password',
    { schema: { tags, body: ResetPasswordBody, response: { 200: MessageDto } }, config: perIp(limits.forgotPassword, 'reset') },
    (req) => auth.resetPassword(req.body),
  );
};

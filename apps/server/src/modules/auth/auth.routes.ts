import cookie from '@fastify/cookie';
import {
  ConfirmBody,
  ForgotPasswordBody,
  LoginAnswer,
  LoginBody,
  LoginDto,
  MeDto,
  MessageDto,
  RegisterBody,
  ResendConfirmationBody,
  ResetPasswordBody,
  SecondFactorLoginBody,
} from '@museum/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimit, RateLimits } from '../../limits-config';
import type { Services } from '../../services';
import { type ClientContext, DEVICE_TTL_MS } from './auth-deps';
import type { LoginResult } from './login.service';

/** The device cookie (ADR 015): HttpOnly, sent only to the login routes. */
const DEVICE_COOKIE = 'museum_device';
const DEVICE_COOKIE_PATH = '/api/auth/login';

/** The caller as the login rules see it: address, browser and device cookie. */
export const clientOf = (req: FastifyRequest): ClientContext => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'] ?? null,
  deviceToken: req.cookies?.[DEVICE_COOKIE],
});

/** A per-IP request limit for a route; `group` shares one count between aliases. */
const perIp = (limit: RateLimit, group: string) => ({ rateLimit: { max: limit.max, timeWindow: limit.windowMs, groupId: group } });

const tags = ['auth'];

/** Logout takes no body: a client that still says `Content-Type: application/json` and sends nothing is fine. */
export const ignoreEmptyBody = async (request: FastifyRequest) => {
  const { headers } = request;
  const empty = (headers['content-length'] ?? '0') === '0' && headers['transfer-encoding'] === undefined;
  if (empty) delete headers['content-type'];
};

export const authRoutes: FastifyPluginAsyncZod<{ services: Services; limits: RateLimits; secureCookies: boolean }> = async (
  app,
  { services, limits, secureCookies },
) => {
  const { auth } = services;
  await app.register(cookie);

  /** Gives the browser its new device cookie, then the answer. */
  const answer = <T>(reply: FastifyReply, result: LoginResult<T>) => {
    if (result.deviceToken) {
      reply.setCookie(DEVICE_COOKIE, result.deviceToken, {
        path: DEVICE_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: secureCookies,
        maxAge: DEVICE_TTL_MS / 1000,
      });
    }
    return result.answer;
  };

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

  app.post('/api/auth/login', { schema: { tags, body: LoginBody, response: { 200: LoginAnswer } } }, async (req, reply) =>
    answer(reply, await auth.login(req.body, clientOf(req))),
  );

  app.post(
    '/api/auth/login/second-factor',
    { schema: { tags, body: SecondFactorLoginBody, response: { 200: LoginDto } } },
    async (req, reply) => answer(reply, await auth.loginSecondFactor(req.body, clientOf(req))),
  );

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

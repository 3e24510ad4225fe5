import cookie from '@fastify/cookie';
import { ENDPOINTS } from '@museum/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimit, RateLimits } from '../../config/limits-config';
import { route } from '../../lib/endpoint-route';
import type { Services } from '../../services';
import { type ClientContext, DEVICE_TTL_MS } from './auth-deps';
import type { LoginResult } from './login.service';

/** The device cookie (ADR 015): HttpOnly, sent only to the login routes. */
const DEVICE_COOKIE = 'museum_device';
const DEVICE_COOKIE_PATH = ENDPOINTS.auth.login.path;

/** The caller as the login rules see it: address, browser and device cookie. */
export const clientOf = (req: FastifyRequest): ClientContext => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'] ?? null,
  deviceToken: req.cookies?.[DEVICE_COOKIE],
});

/** A per-IP request limit for a route; `group` shares one count between aliases. */
const perIp = (limit: RateLimit, group: string) => ({
  config: { rateLimit: { max: limit.max, timeWindow: limit.windowMs, groupId: group } },
});

const { auth: endpoints } = ENDPOINTS;

/** Logout takes no body: a client that still says `Content-Type: application/json` and sends nothing is fine. */
export const ignoreEmptyBody = async (request: FastifyRequest) => {
  const { headers } = request;
  const empty = (headers['content-length'] ?? '0') === '0' && headers['transfer-encoding'] === undefined;
  if (empty) delete headers['content-type'];
};

export const authRoutes: FastifyPluginAsync<{ services: Services; limits: RateLimits; secureCookies: boolean }> = async (
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

  route(app, endpoints.register, perIp(limits.register, 'register'), async (req, reply) =>
    reply.code(201).send(await auth.register(req.body)),
  );
  route(app, endpoints.confirm, (req) => auth.confirm(req.body.token));
  route(app, endpoints.login, async (req, reply) => answer(reply, await auth.login(req.body, clientOf(req))));
  route(app, endpoints.loginSecondFactor, async (req, reply) => answer(reply, await auth.loginSecondFactor(req.body, clientOf(req))));
  route(app, endpoints.me, (req) => auth.me(req.actor));
  route(app, endpoints.logout, { preParsing: ignoreEmptyBody, config: { endsSession: true } }, async (req, reply) => {
    await auth.logout(req.actor);
    return reply.code(204).send();
  });
  route(app, endpoints.resendConfirmation, perIp(limits.resendConfirmation, 'resend'), (req) => auth.resendConfirmation(req.body.username));
  route(app, endpoints.forgotPassword, perIp(limits.forgotPassword, 'forgot'), (req) => auth.forgotPassword(req.body.email));
  route(app, endpoints.resetPassword, perIp(limits.forgotPassword, 'reset'), (req) => auth.resetPassword(req.body));
};

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Actor, hasRole, type Role } from '../lib/actor';
import type { Clock } from '../lib/clock';
import { Forbidden, Unauthorized } from '../lib/errors';
import { hashToken } from '../lib/tokens';
import type { SessionsRepository } from '../modules/auth/sessions.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null for an anonymous request. */
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /** The least role a route needs; absent means anyone may call it. */
    auth?: Role;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{16,256})$/;

/**
 * Resolves the bearer token of each request into `request.actor`, once, and enforces the
 * role a route declares in `config.auth`: 401 without a valid session, 403 without the role.
 */
export const authPlugin = fp<{ sessions: SessionsRepository; clock: Clock }>(async (app: FastifyInstance, { sessions, clock }) => {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const token = header ? BEARER.exec(header)?.[1] : undefined;
    request.actor = token ? ((await sessions.findActor(hashToken(token), clock.now())) ?? null) : null;

    const needed = request.routeOptions.config.auth;
    if (!needed) return;
    if (!request.actor) throw new Unauthorized();
    if (!hasRole(request.actor, needed)) throw new Forbidden();
  });
});

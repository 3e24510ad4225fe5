import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionPolicy } from '../config';
import { type Actor, grantedRole, hasRole, type Role } from '../lib/actor';
import type { Clock } from '../lib/clock';
import { Forbidden, Unauthorized } from '../lib/errors';
import type { SecurityLog } from '../lib/security-log';
import { hashToken } from '../lib/tokens';
import type { SessionsRepository } from '../modules/auth/sessions.repository';
import type { Text } from '../texts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The signed-in user of a session token, as `request.actor` would be (the photo cookie, ADR 048). */
    actorOfToken(token: string): Promise<Actor | null>;
  }
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
/** What a session token looks like, wherever it comes from. */
export const SESSION_TOKEN = /^[A-Za-z0-9_-]{16,256}$/;

/** The session token of a request's `Authorization: Bearer` header. */
export const bearerToken = (header: string | undefined): string | undefined => (header ? BEARER.exec(header)?.[1] : undefined);

const SECOND_FACTOR_REQUIRED: Text = (t) => t.adminNeedsSecondFactor;

/**
 * Resolves the bearer token of each request into `request.actor`, once, and enforces the
 * role a route declares in `config.auth`: 401 without a valid session, 403 without the role.
 * With `requireAdminSecondFactor`, an admin without TOTP acts as a plain user. Every 403,
 * from here or from a service, is a security event.
 */
export const authPlugin = fp<{ sessions: SessionsRepository; clock: Clock; policy: SessionPolicy; securityLog: SecurityLog }>(
  async (app: FastifyInstance, { sessions, clock, policy, securityLog }) => {
    async function sessionOf(token: string | undefined) {
      const found = token ? await sessions.findActor(hashToken(token), clock.now(), policy.idleMs) : undefined;
      const role = found && grantedRole(found.role, found.secondFactor, policy.requireAdminSecondFactor);
      const lacksSecondFactor = found !== undefined && role !== found.role;
      const actor: Actor | null =
        found && role ? { sessionId: found.sessionId, userId: found.userId, username: found.username, role } : null;
      return { actor, lacksSecondFactor };
    }

    app.decorate('actorOfToken', async (token: string) => (await sessionOf(token)).actor);
    app.decorateRequest('actor', null);
    app.addHook('onRequest', async (request) => {
      const { actor, lacksSecondFactor } = await sessionOf(bearerToken(request.headers.authorization));
      request.actor = actor;

      const needed = request.routeOptions.config.auth;
      if (!needed) return;
      if (!request.actor) throw new Unauthorized();
      if (!hasRole(request.actor, needed)) {
        throw lacksSecondFactor ? new Forbidden(SECOND_FACTOR_REQUIRED, 'SECOND_FACTOR_REQUIRED') : new Forbidden();
      }
    });

    // Every 403 answer, whoever threw it (this plugin or a service's access check), as it leaves.
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode !== 403) return payload;
      const code = typeof payload === 'string' ? problemCode(payload) : undefined;
      // A refused login of a disabled or unconfirmed account is not an access check.
      if (code === 'ACCOUNT_DISABLED' || code === 'ACCOUNT_NOT_CONFIRMED') return payload;
      securityLog.event('access_denied', {
        userId: request.actor?.userId,
        username: request.actor?.username,
        ip: request.ip,
        method: request.method,
        route: request.routeOptions.url,
        code,
      });
      return payload;
    });
  },
);

function problemCode(payload: string): string | undefined {
  try {
    const code = (JSON.parse(payload) as { code?: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionPolicy } from '../config';
import { type Actor, grantedRole, hasRole, type Role } from '../lib/actor';
import { isPublicCatalogueRead } from '../lib/catalogue-reads';
import type { Clock } from '../lib/clock';
import { Forbidden, Unauthorized } from '../lib/errors';
import { createPlainReaders } from '../lib/plain-readers';
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
    /** The signed-in caller, or null for an anonymous request and a plain reader's public catalogue read (ADR 067). */
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
 * A plain user with nothing unpublished of their own reads the public catalogue with no actor,
 * as an anonymous visitor (ADR 067).
 * With `requireAdminSecondFactor`, an admin without TOTP acts as a plain user. Every 403,
 * from here or from a service, is a security event.
 */
export const authPlugin = fp<{
  sessions: SessionsRepository;
  clock: Clock;
  policy: SessionPolicy;
  securityLog: SecurityLog;
  /** How long a plain reader's public catalogue reads go without a session lookup (ADR 067); 0: never. */
  plainReaderTtlMs: number;
}>(async (app: FastifyInstance, { sessions, clock, policy, securityLog, plainReaderTtlMs }) => {
  const plainReaders = createPlainReaders(plainReaderTtlMs);

  /** The caller of a session; for a public catalogue read (`publicRead`), also whether they see only what everyone sees. */
  async function sessionOf(tokenHash: string | undefined, publicRead = false) {
    const found = tokenHash ? await sessions.findActor(tokenHash, clock.now(), policy.idleMs, publicRead) : undefined;
    const role = found && grantedRole(found.role, found.secondFactor, policy.requireAdminSecondFactor);
    const lacksSecondFactor = found !== undefined && role !== found.role;
    const actor: Actor | null = found && role ? { sessionId: found.sessionId, userId: found.userId, username: found.username, role } : null;
    // A plain user with nothing unpublished of their own sees exactly the published catalogue.
    const seesOnlyPublished = actor?.role === 'USER' && found?.ownUnpublished === false;
    return { actor, lacksSecondFactor, seesOnlyPublished };
  }

  const tokenHashOf = (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    return token && hashToken(token);
  };

  app.decorate('actorOfToken', async (token: string) => (await sessionOf(hashToken(token))).actor);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const tokenHash = tokenHashOf(request);
    const publicRead = isPublicCatalogueRead(request);
    // A plain reader's read of the public catalogue is an anonymous visitor's, computed as one:
    // the same bytes, from the shared cache, with the version's ETag (ADR 067). Whoever sees
    // more (moderators, an uploader of unpublished photos) is answered as themselves, uncached.
    if (publicRead && tokenHash && plainReaders.knows(tokenHash)) {
      request.actor = null;
      return;
    }
    const { actor, lacksSecondFactor, seesOnlyPublished } = await sessionOf(tokenHash, publicRead);
    if (tokenHash && seesOnlyPublished) plainReaders.remember(tokenHash);
    request.actor = seesOnlyPublished ? null : actor;

    const needed = request.routeOptions.config.auth;
    if (!needed) return;
    if (!request.actor) throw new Unauthorized();
    if (!hasRole(request.actor, needed)) {
      throw lacksSecondFactor ? new Forbidden(SECOND_FACTOR_REQUIRED, 'SECOND_FACTOR_REQUIRED') : new Forbidden();
    }
  });

  // Anything else a plain reader asks may change what they see (an upload, a region) or end the session.
  app.addHook('onResponse', async (request) => {
    const tokenHash = request.headers.authorization && !isPublicCatalogueRead(request) ? tokenHashOf(request) : undefined;
    if (tokenHash) plainReaders.forget(tokenHash);
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
});

function problemCode(payload: string): string | undefined {
  try {
    const code = (JSON.parse(payload) as { code?: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

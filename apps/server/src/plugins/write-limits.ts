import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WriteKind, WriteLimitsService } from '../modules/limits/write-limits.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A write with a daily per-account budget of its own (see the write-limits service). */
    writeLimit?: WriteKind;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The writes counted: the catalogue's, and a collector's own records (ADR 084). */
const COUNTED = ['/api/archive/', '/api/collection/'];

/**
 * Per-account write limits on every catalogue or collection write of a signed-in caller. In `preHandler`:
 * after the role check and the body's validation, so refused and malformed requests count nothing.
 */
export const writeLimitsPlugin = fp<{ limits: WriteLimitsService }>(async (app: FastifyInstance, { limits }) => {
  app.addHook('preHandler', async (request) => {
    const actor = request.actor;
    if (!actor || READS.has(request.method) || !COUNTED.some((prefix) => request.url.startsWith(prefix))) return;
    await limits.write(actor);
    const kind = request.routeOptions.config.writeLimit;
    if (kind) await limits.daily(actor, kind);
  });
});

import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { answerLanguage } from '../lib/catalogue-reads';

const CATALOGUE = '/api/archive/';

/**
 * Anonymous and signed-in answers differ: caches keep them apart by the Authorization header, and
 * answers in the caller's language (`perLanguage`) by Accept-Language too.
 */
const varyOn = (request: FastifyRequest, current: unknown) => {
  const names = answerLanguage(request) ? 'Authorization, Accept-Language' : 'Authorization';
  return current ? `${String(current)}, ${names}` : names;
};

const isCatalogueRead = (request: FastifyRequest) => request.method === 'GET' && request.url.startsWith(CATALOGUE);

/** Whether an If-None-Match header names this tag (in a list, or its weak form). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === etag || t === `W/${etag}`;
  });
}

/** The tag of an anonymous answer at a catalogue version (and in its language, when it has one). */
const versionTag = (request: FastifyRequest, version: string, appVersion: string) => {
  const language = answerLanguage(request);
  return `"c${version}-${appVersion}${language ? `-${language}` : ''}"`;
};

/**
 * ETags on catalogue reads, and 304 to a matching If-None-Match. An anonymous answer is the
 * same for everyone until the published catalogue's version moves (ADR 023), so its tag is the
 * version the answer was made at (`request.catalogueVersion`, set by the catalogue version
 * plugin, no query of its own) and the app's version, checked before any query runs; so is a
 * plain user's read of it, which is an anonymous one (ADR 067). An answer to whoever sees more
 * (moderators, uploaders of unpublished photos) may show unpublished photos; its tag is a hash of its body.
 */
export const apiEtagPlugin = fp<{ appVersion: string }>(async (app: FastifyInstance, { appVersion }) => {
  // After the catalogue version plugin's preHandler, before the read cache's.
  app.addHook('preHandler', async (request, reply) => {
    const version = request.catalogueVersion;
    if (version === undefined) return;
    const etag = versionTag(request, version, appVersion);
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      return reply
        .code(304)
        .header('etag', etag)
        .header('cache-control', 'no-cache')
        .header('vary', varyOn(request, reply.getHeader('vary')))
        .send();
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!isCatalogueRead(request) || reply.statusCode !== 200) return payload;
    // The version the body was made at: the read cache may answer with an older version's body.
    const version = request.catalogueVersion;
    const etag =
      version !== undefined
        ? versionTag(request, version, appVersion)
        : typeof payload === 'string' || Buffer.isBuffer(payload)
          ? `"h${createHash('sha1').update(payload).digest('base64url')}"`
          : undefined;
    if (!etag) return payload;
    reply.header('etag', etag).header('vary', varyOn(request, reply.getHeader('vary')));
    // A signed-in answer keeps the no-store of the no-store plugin: revalidated, never stored.
    if (!request.actor) reply.header('cache-control', 'no-cache');
    if (version === undefined && matchesEtag(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
});

import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services';

const XML = 'text/xml; charset=utf-8';

/**
 * OAI-PMH 2.0 at `/oai` (ADR 056), by GET or by a POSTed form as the protocol asks. Every answer,
 * a protocol error too, is an XML document with status 200.
 */
export async function oaiRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { oai } = services;
  // Only here: the protocol's POST is a urlencoded form, which no API route takes.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 10_000 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const schema = { hide: true };
  app.get('/oai', { schema }, async (req, reply) =>
    reply
      .type(XML)
      .header('cache-control', 'no-cache')
      .send(await oai.handle(req.query as Record<string, unknown>)),
  );
  app.post('/oai', { schema }, async (req, reply) =>
    reply
      .type(XML)
      .header('cache-control', 'no-store')
      .send(await oai.handle((req.body ?? {}) as Record<string, unknown>)),
  );
}

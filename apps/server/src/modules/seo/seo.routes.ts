import { LOCALES, webManifest, webManifestPath } from '@museum/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendProblem } from '../../lib/problem-reply';
import type { Services } from '../../services';
import { robotsTxt } from './robots';
import { SITEMAP_KINDS, type SitemapKind } from './sitemap.service';

const CHILD = /^(products|details|photos|manufacturers|stamps)-(\d{1,6})\.xml$/;
const XML = 'application/xml; charset=utf-8';

/**
 * robots.txt and the sitemaps. Sitemap answers are tagged with the catalogue version: a
 * crawler's revalidation costs one tiny query until the next catalogue change.
 */
export async function seoRoutes(app: FastifyInstance, { services, publicUrl }: { services: Services; publicUrl: string }) {
  const { sitemap } = services;

  app.get('/robots.txt', { schema: { hide: true } }, (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(publicUrl)),
  );

  // The web app manifest in each language (issue 52): its name and home page are the language's.
  for (const locale of LOCALES) {
    const manifest = JSON.stringify(webManifest(locale));
    app.get(webManifestPath(locale), { schema: { hide: true } }, (_req, reply) =>
      reply.type('application/manifest+json; charset=utf-8').header('cache-control', 'public, max-age=3600').send(manifest),
    );
  }

  /** 304 when the client holds this version's answer; else the version to answer at. */
  async function revalidate(request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
    const version = await sitemap.version();
    const etag = `"s${version}"`;
    reply.header('etag', etag).header('cache-control', 'no-cache').type(XML);
    if (request.headers['if-none-match'] === etag) {
      await reply.code(304).send();
      return null;
    }
    return version;
  }

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const version = await revalidate(request, reply);
    if (version !== null) return reply.send(await sitemap.indexXml(version));
  });

  app.get<{ Params: { name: string } }>('/sitemaps/:name', { schema: { hide: true } }, async (request, reply) => {
    const name = request.params.name;
    const match = CHILD.exec(name);
    if (name !== 'pages.xml' && !(match && SITEMAP_KINDS.includes(match[1] as SitemapKind))) {
      return sendProblem(reply, 404, 'NOT_FOUND', (t) => t.noSuchSitemap);
    }
    const version = await revalidate(request, reply);
    if (version === null) return;
    if (name === 'pages.xml') return reply.send(await sitemap.pagesXml(version));
    const stream = await sitemap.child(version, match?.[1] as SitemapKind, Number(match?.[2]));
    if (!stream) {
      reply.removeHeader('etag');
      return sendProblem(reply, 404, 'NOT_FOUND', (t) => t.noSuchSitemap);
    }
    return reply.send(stream);
  });
}

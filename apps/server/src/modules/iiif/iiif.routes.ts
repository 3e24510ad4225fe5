import {
  IIIF_IMAGE_INFO_CONTENT_TYPE,
  IIIF_MANIFEST_CONTENT_TYPE,
  IiifCollectionDto,
  IiifCollectionPageParams,
  IiifImageInfoDto,
  IiifManifestDto,
  IiifManifestParams,
  ItemJsonLdDto,
} from '@museum/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../lib/errors';
import type { PhotoStorage } from '../../lib/storage';
import { markPrivate, sendMissingFile, sendPhotoFile } from '../../lib/stored-files';
import type { Services } from '../../services';

const TileParams = z.object({ name: z.string(), '*': z.string() });
const JSON_LD = 'application/ld+json';

/**
 * IIIF for viewers on any site: manifests per item, and each photo's level 0 image service
 * (`info.json` and static tiles). Everything here is read-only and, but for an unpublished photo's
 * image service (its uploader's and moderators' only, this site only: ADR 048), public, so any
 * origin may read it.
 */
export const iiifRoutes: FastifyPluginAsyncZod<{ services: Services; storage: PhotoStorage }> = async (app, { services, storage }) => {
  const { iiif, pageHeads } = services;
  const tags = ['iiif'];
  // What OpenAPI names as each answer's media type: the one the route sends, not application/json.
  const presentation = { tags, produces: [IIIF_MANIFEST_CONTENT_TYPE] };
  app.addHook('onRequest', async (_req, reply) => {
    // Viewers on other sites fetch manifests and info.json (CORS) and draw tiles (resource policy).
    reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');
  });

  app.get(
    '/iiif/:kind/:id/manifest.json',
    { schema: { ...presentation, params: IiifManifestParams, response: { 200: IiifManifestDto } } },
    async (req, reply) => {
      const manifest = await iiif.manifest(req.params);
      // Names and photos change with the catalogue: revalidated, never kept stale.
      return reply.type(IIIF_MANIFEST_CONTENT_TYPE).header('cache-control', 'no-cache').send(manifest);
    },
  );
  app.get('/iiif/collection.json', { schema: { ...presentation, response: { 200: IiifCollectionDto } } }, async (_req, reply) =>
    reply
      .type(IIIF_MANIFEST_CONTENT_TYPE)
      .header('cache-control', 'no-cache')
      .send(await iiif.collection()),
  );
  app.get(
    '/iiif/collection/:page.json',
    { schema: { ...presentation, params: IiifCollectionPageParams, response: { 200: IiifCollectionDto } } },
    async (req, reply) =>
      reply
        .type(IIIF_MANIFEST_CONTENT_TYPE)
        .header('cache-control', 'no-cache')
        .send(await iiif.collectionPage(req.params.page)),
  );
  // The manifest's `seeAlso`: the schema.org description the item's page carries in its head.
  const itemSchema = { tags, produces: [JSON_LD], params: IiifManifestParams, response: { 200: ItemJsonLdDto } };
  app.get('/iiif/:kind/:id/item.jsonld', { schema: itemSchema }, async (req, reply) => {
    const head = await pageHeads.forPath(`/${req.params.kind}/${req.params.id}`);
    if (head.status !== 200 || !head.jsonLd) throw new NotFound((t) => t.recordNotFound);
    return reply.type(`${JSON_LD}; charset=utf-8`).header('cache-control', 'no-cache').send(head.jsonLd);
  });
  const infoSchema = {
    tags,
    produces: [IIIF_IMAGE_INFO_CONTENT_TYPE],
    params: z.object({ name: z.string() }),
    response: { 200: IiifImageInfoDto },
  };
  app.get('/iiif/images/:name/info.json', { schema: infoSchema }, async (req, reply) => {
    const access = await app.photoFileAccess(req, req.params.name);
    if (access === 'hidden') return sendMissingFile(reply);
    const info = await iiif.imageInfo(req.params.name, access === 'public');
    // A public one is revalidated: its id follows PUBLIC_URL and STORAGE_PUBLIC_URL.
    if (access === 'private') markPrivate(reply);
    else reply.header('cache-control', 'no-cache');
    return reply.type(IIIF_IMAGE_INFO_CONTENT_TYPE).send(info);
  });
  // Static files, described by info.json rather than by OpenAPI (which has no wildcard paths).
  app.get('/iiif/images/:name/*', { schema: { hide: true, params: TileParams } }, async (req, reply) => {
    const answer = await iiif.tileAnswer(req.params.name, req.params['*']);
    if (!answer) throw new NotFound((t) => t.noSuchAddress);
    // A size no file has: on to the nearest listed one.
    if ('redirect' in answer) {
      // An unpublished photo's service answers others as if it were not there, its sizes too (ADR 048).
      if ((await app.photoFileAccess(req, req.params.name)) === 'hidden') return sendMissingFile(reply);
      return reply.header('cache-control', 'no-cache').redirect(answer.redirect, 302);
    }
    // Tiles of a stored name never change (a new derivation writes the same pixels).
    return sendPhotoFile(req, reply, storage, req.params.name, answer.file);
  });
};

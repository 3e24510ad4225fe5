import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { ENDPOINTS, Id, IIIF_IMAGE_INFO_CONTENT_TYPE } from '@museum/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { route } from '../../lib/endpoint-route';
import { isLocalStorage } from '../../lib/local-storage';
import type { PhotoStorage } from '../../lib/storage';
import { markPrivate, sendStoredFile } from '../../lib/stored-files';
import type { Services } from '../../services';
import { NO_FIELDS, readUploadParts, uploadLimits } from '../photos/photo-upload-parts';
import type { PhotoFileAnswer } from './collection-photo-files';

const { collection: endpoints } = ENDPOINTS;
/** A private photo's id and the file under it (`thumb.jpg`, `size-640.webp`, `iiif/info.json`, a tile). */
const FileParams = z.object({ id: Id, '*': z.string() });
/** The same under a share link (ADR 089): the link's token, then the photo's id and file. */
const SharedFileParams = FileParams.extend({ token: z.string().max(200) });

/**
 * Private photos of collection records (ADR 088): the upload (multipart, one file in the field
 * `file`), the deletion, and the files, which only the owner gets (by the bearer token, or the
 * photo cookie an `<img>` sends), `private, no-store`; anyone else a 404, no session a 401.
 */
export const collectionPhotoRoutes: FastifyPluginAsyncZod<{
  services: Services;
  storage: PhotoStorage;
  uploadMaxBytes: number;
  publicUrl: string;
}> = async (app, { services, storage, uploadMaxBytes, publicUrl }) => {
  const photos = services.collectionPhotos;
  await app.register(multipart, { limits: uploadLimits(uploadMaxBytes, 1) });
  // Files are sent from disk by @fastify/static, here for this folder only (the site's is /uploads').
  if (isLocalStorage(storage)) await app.register(fastifyStatic, { root: storage.root, serve: false, index: false, dotfiles: 'deny' });

  route(app, endpoints.uploadPhoto, { config: { writeLimit: 'upload' } }, async (req, reply) => {
    const { data, fileName } = await readUploadParts(req, NO_FIELDS);
    return reply.code(201).send(await photos.upload(req.actor, req.params.id, { data, fileName }));
  });
  route(app, endpoints.removePhoto, async (req, reply) => {
    await photos.remove(req.actor, req.params.id, req.params.photoId);
    return reply.code(204).send();
  });

  /** A photo's file as the service found it: `private, no-store`, whoever asked. */
  const send = (req: FastifyRequest, reply: FastifyReply, answer: PhotoFileAnswer) => {
    markPrivate(reply);
    if ('info' in answer) return reply.type(IIIF_IMAGE_INFO_CONTENT_TYPE).send(answer.info);
    if ('redirect' in answer) return reply.redirect(answer.redirect, 302);
    return sendStoredFile(req, reply, storage, answer.file);
  };

  // Static files, described by the record's answer and info.json rather than by OpenAPI (no wildcard paths there).
  app.get('/api/collection/photos/:id/*', { schema: { hide: true, params: FileParams } }, async (req, reply) =>
    send(req, reply, await photos.file(await app.fileActor(req), req.params.id, req.params['*'], publicUrl)),
  );
  // A shared dossier's photos, to whoever holds its live link (ADR 089).
  app.get('/api/collection/shared/:token/photos/:id/*', { schema: { hide: true, params: SharedFileParams } }, async (req, reply) => {
    const link = await services.collectionShares.link(req.params.token);
    return send(req, reply, await photos.sharedFile(link, req.params.id, req.params['*'], publicUrl));
  });
};

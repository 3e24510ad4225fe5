import multipart from '@fastify/multipart';
import { AnnotateQuery, IdParams, PHOTO_CONTENT_TYPES, PhotoDto, PhotoRightsWrite, PhotoUploadLimitsDto } from '@museum/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_PIXELS } from '../../lib/photo-processing';
import type { Services } from '../../services';
import { readUploadParts, UPLOAD_FIELD_MAX_BYTES } from './photo-upload-parts';

/**
 * Photo writes. Uploads are multipart with exactly one file, the field `file`, and optionally
 * the text fields `credit` and `licence`; a bigger file than the upload limit is a 413 problem. The answer is 201 for a new photo and 200 for an
 * exact duplicate of one already stored.
 */
export const photoWriteRoutes: FastifyPluginAsyncZod<{ services: Services; uploadMaxBytes: number }> = async (
  app,
  { services, uploadMaxBytes },
) => {
  const writes = services.photoWrites;
  const tags = ['photos'];
  await app.register(multipart, {
    limits: {
      fileSize: uploadMaxBytes,
      files: 1,
      fields: 2,
      parts: 3,
      fieldSize: UPLOAD_FIELD_MAX_BYTES,
      headerPairs: 50,
      fieldNameSize: 50,
    },
  });

  app.get(
    '/api/archive/photos/upload-limits',
    { schema: { tags, response: { 200: PhotoUploadLimitsDto } } },
    async (): Promise<PhotoUploadLimitsDto> => ({
      maxBytes: uploadMaxBytes,
      maxPixels: MAX_PIXELS,
      contentTypes: [...PHOTO_CONTENT_TYPES],
    }),
  );
  app.post(
    '/api/archive/photos',
    {
      config: { auth: 'USER', writeLimit: 'upload' },
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: PhotoDto, 201: PhotoDto } },
    },
    async (req, reply) => {
      const { photo, created } = await writes.upload(req.actor, await readUploadParts(req));
      return reply.code(created ? 201 : 200).send(photo);
    },
  );
  app.patch(
    '/api/archive/photos/:id',
    { config: { auth: 'MODERATOR' }, schema: { tags, params: IdParams, body: PhotoRightsWrite, response: { 200: PhotoDto } } },
    (req) => writes.editRights(req.actor, req.params.id, req.body),
  );
  app.post(
    '/api/archive/photos/:id/annotate',
    { config: { auth: 'MODERATOR' }, schema: { tags, params: IdParams, querystring: AnnotateQuery, response: { 200: PhotoDto } } },
    (req) => writes.annotate(req.actor, req.params.id, req.query),
  );
  app.delete('/api/archive/photos/:id', { config: { auth: 'USER' }, schema: { tags, params: IdParams } }, async (req, reply) => {
    await writes.remove(req.actor, req.params.id);
    return reply.code(204).send();
  });
};

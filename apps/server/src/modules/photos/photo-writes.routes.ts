import multipart from '@fastify/multipart';
import { ENDPOINTS, PHOTO_CONTENT_TYPES, type PhotoUploadLimitsDto } from '@museum/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import { MAX_PIXELS } from '../../lib/photo-processing';
import type { Services } from '../../services';
import { readUploadParts, uploadLimits } from './photo-upload-parts';

const { photos: endpoints } = ENDPOINTS;

/**
 * Photo writes. Uploads are multipart with exactly one file, the field `file`, and optionally
 * the text fields `credit` and `licence`; a bigger file than the upload limit is a 413 problem. The answer is 201 for a new photo and 200 for an
 * exact duplicate of one already stored.
 */
export const photoWriteRoutes: FastifyPluginAsync<{ services: Services; uploadMaxBytes: number }> = async (
  app,
  { services, uploadMaxBytes },
) => {
  const writes = services.photoWrites;
  await app.register(multipart, { limits: uploadLimits(uploadMaxBytes, 2) });

  route(
    app,
    endpoints.uploadLimits,
    (): PhotoUploadLimitsDto => ({ maxBytes: uploadMaxBytes, maxPixels: MAX_PIXELS, contentTypes: [...PHOTO_CONTENT_TYPES] }),
  );
  route(app, endpoints.upload, { config: { writeLimit: 'upload' } }, async (req, reply) => {
    const { photo, created } = await writes.upload(req.actor, await readUploadParts(req));
    return reply.code(created ? 201 : 200).send(photo);
  });
  route(app, endpoints.editRights, (req) => writes.editRights(req.actor, req.params.id, req.body));
  route(app, endpoints.annotate, (req) => writes.annotate(req.actor, req.params.id, req.query));
  route(app, endpoints.remove, async (req, reply) => {
    await writes.remove(req.actor, req.params.id);
    return reply.code(204).send();
  });
};

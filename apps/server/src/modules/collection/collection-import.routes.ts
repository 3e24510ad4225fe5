import multipart from '@fastify/multipart';
import { CollectionImportColumnChoices, ENDPOINTS, IMPORT_LIMITS } from '@museum/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import type { Services } from '../../services';
import { readImportFile } from '../imports/import-upload-parts';

/**
 * A collector's own spreadsheet into their records (ADR 092): one CSV or XLSX of at most
 * `IMPORT_LIMITS.maxBytes` (past it a 413 problem) and the reader's `columns`, as the catalogue's
 * import reads them. A dry run answers 200, a write 201.
 */
export const collectionImportRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  await app.register(multipart, {
    limits: { fileSize: IMPORT_LIMITS.maxBytes, files: 1, fields: 1, fieldSize: 64 * 1024, parts: 2, headerPairs: 50 },
  });
  route(app, ENDPOINTS.collection.importItems, { config: { writeLimit: 'upload' } }, async (req, reply) => {
    const { data, choices } = await readImportFile(req, CollectionImportColumnChoices);
    const dryRun = req.query.dryRun ?? false;
    return reply.code(dryRun ? 200 : 201).send(await services.collectionImports.importFile(req.actor, data, choices, dryRun));
  });
};

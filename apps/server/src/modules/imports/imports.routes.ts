import multipart from '@fastify/multipart';
import { ENDPOINTS, EXPORT_CSV_COLUMNS_IN, IMPORT_LIMITS } from '@museum/contract';
import { stringify } from 'csv-stringify/sync';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { route } from '../../lib/endpoint-route';
import { Invalid } from '../../lib/errors';
import type { Services } from '../../services';
import { currentLocale } from '../../texts';

const { imports: endpoints } = ENDPOINTS;

/** The one file of an import, in the field `file`; any other part is a 400 problem. */
async function readImportFile(req: FastifyRequest): Promise<Buffer> {
  let data: Buffer | undefined;
  for await (const part of req.parts()) {
    if (part.type !== 'file' || part.fieldname !== 'file') {
      if (part.type === 'file') part.file.resume();
      throw new Invalid((t) => t.fileFieldExpected, 'FILE_REQUIRED');
    }
    data = await part.toBuffer();
  }
  if (!data) throw new Invalid((t) => t.fileRequired, 'FILE_REQUIRED');
  return data;
}

/**
 * Import of a spreadsheet (ADR 065): the template (the export's header row in the caller's
 * language), the preview of an uploaded file (at most `IMPORT_LIMITS.maxBytes`: past it a 413
 * problem) and the submit of a preview's valid rows.
 */
export const importRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  await app.register(multipart, { limits: { fileSize: IMPORT_LIMITS.maxBytes, files: 1, fields: 0, parts: 1, headerPairs: 50 } });

  route(app, endpoints.template, (_req, reply) => {
    const header = EXPORT_CSV_COLUMNS_IN[currentLocale()].map(([, label]) => label);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="import-template.csv"')
      .send(stringify([header], { bom: true, record_delimiter: 'windows' }));
  });
  route(app, endpoints.preview, { config: { writeLimit: 'upload' } }, async (req, reply) =>
    reply.code(201).send(await services.imports.preview(req.actor, await readImportFile(req))),
  );
  route(app, endpoints.submit, async (req, reply) => reply.code(201).send(await services.imports.submit(req.actor, req.params.id)));
};

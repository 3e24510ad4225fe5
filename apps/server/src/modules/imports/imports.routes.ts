import multipart from '@fastify/multipart';
import { ENDPOINTS, IMPORT_LIMITS, ImportColumnChoices } from '@museum/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { route } from '../../lib/endpoint-route';
import { Invalid } from '../../lib/errors';
import type { Services } from '../../services';
import { currentLocale } from '../../texts';
import type { TemplateFile } from './import-template';

const { imports: endpoints } = ENDPOINTS;

/**
 * The one file of an import, in the field `file`, and before it the reader's choice of fields for
 * the file's other columns (`columns`, JSON); any other part is a 400 problem.
 */
async function readImportFile(req: FastifyRequest): Promise<{ data: Buffer; choices: ImportColumnChoices }> {
  let data: Buffer | undefined;
  let choices: ImportColumnChoices = {};
  for await (const part of req.parts()) {
    if (part.type === 'field' && part.fieldname === 'columns' && data === undefined) {
      choices = parseChoices(String(part.value));
      continue;
    }
    if (part.type !== 'file' || part.fieldname !== 'file') {
      if (part.type === 'file') part.file.resume();
      throw new Invalid((t) => t.fileFieldExpected, 'FILE_REQUIRED');
    }
    data = await part.toBuffer();
  }
  if (!data) throw new Invalid((t) => t.fileRequired, 'FILE_REQUIRED');
  return { data, choices };
}

function parseChoices(text: string): ImportColumnChoices {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = ImportColumnChoices.safeParse(json);
  if (!parsed.success) throw new Invalid((t) => t.importBadColumns, 'IMPORT_BAD_COLUMNS');
  return parsed.data;
}

const sendFile = (reply: FastifyReply, file: TemplateFile) =>
  reply.header('content-type', file.contentType).header('content-disposition', `attachment; filename="${file.fileName}"`).send(file.body);

/**
 * Import of a spreadsheet (ADR 065): the templates (the export's header row in the language asked
 * for, else the caller's), the preview of an uploaded file (a sheet of at most `IMPORT_LIMITS.maxBytes`,
 * a ZIP of a sheet and its photos of at most `maxZipBytes` (ADR 087): past it a 413 problem), the submit of a preview's valid rows, and the moderators' decision on a plain
 * user's imported proposals, all together.
 */
export const importRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  await app.register(multipart, {
    limits: { fileSize: IMPORT_LIMITS.maxZipBytes, files: 1, fields: 1, fieldSize: 64 * 1024, parts: 2, headerPairs: 50 },
  });

  // Their header row is in the caller's language: kept and tagged per language (ADR 076).
  route(app, endpoints.template, { config: { perLanguage: true } }, async (req, reply) =>
    sendFile(reply, await services.imports.template('csv', req.query.lang ?? currentLocale())),
  );
  route(app, endpoints.templateXlsx, { config: { perLanguage: true } }, async (req, reply) =>
    sendFile(reply, await services.imports.template('xlsx', req.query.lang ?? currentLocale())),
  );
  route(app, endpoints.preview, { config: { writeLimit: 'upload' } }, async (req, reply) => {
    const { data, choices } = await readImportFile(req);
    return reply.code(201).send(await services.imports.preview(req.actor, data, choices));
  });
  route(app, endpoints.submit, async (req, reply) => reply.code(201).send(await services.imports.submit(req.actor, req.params.id)));
  // A plain user's imported rows wait as change requests: moderators decide them through the moderation service.
  route(app, endpoints.approve, (req) => services.moderation.approveImport(req.actor, req.params.id));
  route(app, endpoints.reject, (req) => services.moderation.rejectImport(req.actor, req.params.id, req.query.reason));
};

import multipart from '@fastify/multipart';
import { ENDPOINTS, IMPORT_LIMITS, ImportColumnChoices } from '@museum/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { route } from '../../lib/endpoint-route';
import type { Services } from '../../services';
import { currentLocale } from '../../texts';
import type { TemplateFile } from './import-template';
import { readImportFile } from './import-upload-parts';

const { imports: endpoints } = ENDPOINTS;

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
    const { data, choices } = await readImportFile(req, ImportColumnChoices);
    return reply.code(201).send(await services.imports.preview(req.actor, data, choices));
  });
  route(app, endpoints.submit, async (req, reply) => reply.code(201).send(await services.imports.submit(req.actor, req.params.id)));
  // A plain user's imported rows wait as change requests: moderators decide them through the moderation service.
  route(app, endpoints.approve, (req) => services.moderation.approveImport(req.actor, req.params.id));
  route(app, endpoints.reject, (req) => services.moderation.rejectImport(req.actor, req.params.id, req.query.reason));
};

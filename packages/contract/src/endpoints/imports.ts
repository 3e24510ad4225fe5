import { z } from 'zod';
import { ImportIdParams, ImportPreviewDto, ImportResultDto } from '../imports';
import { endpoint } from './endpoint';
import { ROUTES } from './routes';

const tags = ['imports'];

/** The multipart body of `POST /imports`: one CSV or XLSX file in the field `file`. */
export const ImportUploadForm = z.object({
  file: z.string().meta({ format: 'binary', description: 'Таблица CSV или XLSX со столбцами выгрузки' }),
});

/** Import of a collection spreadsheet (ADR 065): a template, a preview of the file's rows, and submitting the valid ones. */
export const IMPORT_ENDPOINTS = {
  template: endpoint({
    ...ROUTES.imports.template,
    responses: { 200: { file: ['text/csv; charset=utf-8'], description: 'Пустая таблица со столбцами выгрузки' } },
    tags,
  }),
  preview: endpoint({
    ...ROUTES.imports.preview,
    multipart: ImportUploadForm,
    responses: { 201: ImportPreviewDto },
    auth: 'USER',
    tags,
  }),
  submit: endpoint({
    ...ROUTES.imports.submit,
    params: ImportIdParams,
    responses: { 201: ImportResultDto },
    auth: 'USER',
    tags,
  }),
} as const;

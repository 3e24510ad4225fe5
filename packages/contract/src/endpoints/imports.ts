import { z } from 'zod';
import { ImportDecisionDto, ImportIdParams, ImportPreviewDto, ImportResultDto, ImportTemplateQuery } from '../imports';
import { RejectQuery } from '../moderation';
import { endpoint } from './endpoint';
import { ROUTES } from './routes';

const tags = ['imports'];

/**
 * The multipart body of `POST /imports`: one CSV or XLSX file in the field `file`, or a ZIP holding
 * one such table and the photo files its «Фотографии» column names (ADR 087); before it the reader's `columns`.
 */
export const ImportUploadForm = z.object({
  columns: z.string().optional().meta({
    description: 'JSON: для каждого прочего столбца по заголовку — поле, в которое его читать, или "" (ImportColumnChoices); до файла',
  }),
  file: z.string().meta({
    format: 'binary',
    description: 'Таблица CSV или XLSX со столбцами выгрузки, или ZIP с такой таблицей и файлами её фотографий',
  }),
});

/** The MIME type of an XLSX workbook. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Import of a collection spreadsheet (ADR 065): a template, a preview of the file's rows, and submitting
 * the valid ones; moderators decide a plain user's imported proposals together.
 */
export const IMPORT_ENDPOINTS = {
  template: endpoint({
    ...ROUTES.imports.template,
    query: ImportTemplateQuery,
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
  templateXlsx: endpoint({
    ...ROUTES.imports.templateXlsx,
    query: ImportTemplateQuery,
    responses: { 200: { file: [XLSX_TYPE], description: 'Пустая книга XLSX со столбцами выгрузки' } },
    tags,
  }),
  approve: endpoint({
    ...ROUTES.imports.approve,
    params: ImportIdParams,
    responses: { 200: ImportDecisionDto },
    auth: 'MODERATOR',
    tags,
  }),
  reject: endpoint({
    ...ROUTES.imports.reject,
    params: ImportIdParams,
    query: RejectQuery,
    responses: { 200: ImportDecisionDto },
    auth: 'MODERATOR',
    tags,
  }),
} as const;

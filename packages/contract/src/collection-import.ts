import { z } from 'zod';
import { COLLECTION_IMPORT_KEYS, type CollectionColumnKey } from './collection-export';
import { ImportPreviewDto, ImportRowDto } from './imports';
import { says } from './locale';

/**
 * `POST /api/collection/imports` (issue 54, ADR 092): a collector's own spreadsheet, in the columns
 * the collection's export writes, read into their private records. `dryRun=true` answers what the
 * file would do and writes nothing; without it the valid rows are written, all in one transaction.
 */
export const CollectionImportQuery = z.object({
  dryRun: z
    .enum(['true', 'false'], says({ ru: 'dryRun: true или false', en: 'dryRun: true or false' }))
    .transform((value) => value === 'true')
    .optional(),
});
export type CollectionImportQuery = z.infer<typeof CollectionImportQuery>;

/**
 * The reader's choice for the file's other columns, by header: a field of the collection to read it
 * into (a private one too), or `''` to leave it out. Sent as the multipart field `columns` (JSON).
 */
export const CollectionImportColumnChoices = z.record(
  z.string().max(200),
  z.union([z.enum(COLLECTION_IMPORT_KEYS as [CollectionColumnKey, ...CollectionColumnKey[]]), z.literal('')]),
);
export type CollectionImportColumnChoices = z.infer<typeof CollectionImportColumnChoices>;

/**
 * A row of the file as the catalogue's import answers one (its line, kind, name, number and type as
 * the file says them, its problems, what it does), without photos: `recordId` is the collector's own
 * record it changes, or the one a write made; `changes` are an update's fields.
 */
export const CollectionImportRowDto = ImportRowDto.omit({ photos: true, warnings: true });
export type CollectionImportRowDto = z.infer<typeof CollectionImportRowDto>;

export const CollectionImportDto = z.object({
  /** True when nothing was written (`dryRun=true`): the counts are what a write would do. */
  dryRun: z.boolean(),
  /** The file's columns that are not the collection export's, each with the field it was read into, or null. */
  otherColumns: ImportPreviewDto.shape.otherColumns,
  rows: z.array(CollectionImportRowDto),
  /** Records added (or, in a dry run, to be added). */
  created: z.number().int(),
  /** Own records changed (or to be changed). */
  updated: z.number().int(),
  /** Rows identical to the own records they name: nothing to write. */
  unchanged: z.number().int(),
  /** Rows with problems: never written. */
  invalid: z.number().int(),
});
export type CollectionImportDto = z.infer<typeof CollectionImportDto>;

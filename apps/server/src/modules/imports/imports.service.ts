import { randomUUID } from 'node:crypto';
import {
  type ImportColumnChoices,
  type ImportPreviewDto,
  type ImportResultDto,
  type ImportStoredRow,
  importProblemText,
  serialKeyOf,
} from '@museum/contract';
import type { Executor } from '../../db/client';
import { type Actor, hasRole } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { Conflict, NotFound } from '../../lib/errors';
import { currentLocale } from '../../texts';
import { inTransaction, requireRole, type WriteContext } from '../catalogue/write-context';
import type { DetailWriter } from '../details/detail-writer';
import type { ExportRepository } from '../export/export.repository';
import type { ChangeRequestsRepository } from '../moderation/change-requests.repository';
import type { PhotoLinksRepository } from '../photos/photo-links.repository';
import type { PhotoWritesService } from '../photos/photo-writes.service';
import type { ProductWriter } from '../products/product-writer';
import { checkRows, fileReferences, repeatedNumbers } from './import-check';
import { bringPhotos, type RowPhotos } from './import-photos';
import { readUpload } from './import-read';
import { namedRecords } from './import-records';
import { type ImportReferenceWriters, withNewReferences } from './import-references';
import { templateFile } from './import-template';
import { withAction } from './import-updates';
import { createImportWrites } from './import-writes';
import type { ImportsRepository } from './imports.repository';
import type { SheetReaders } from './sheet-readers';

/** How long a preview waits for its submit. */
export const IMPORT_PREVIEW_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Import of a collection spreadsheet (ADR 065). The preview reads the file, checks each row and
 * keeps the valid rows' payloads for its owner; submitting writes them (a moderator's import) or
 * proposes them, one change request a row (a plain user's), in batches (`import-writes.ts`), all in one transaction: a row that
 * fails then fails the whole submit, and nothing of it is written.
 */
export function createImportsService(deps: {
  db: Executor;
  clock: Clock;
  imports: ImportsRepository;
  requests: ChangeRequestsRepository;
  products: ProductWriter;
  details: DetailWriter;
  sheets: SheetReaders;
  /** The catalogue's records as the export reads them: what a row naming one is compared with (issue 50, point 5). */
  exports: Pick<ExportRepository, 'byIds' | 'stampsOf'>;
  /** An updated record's photos, read at the submit: the photos a row brings are added to them. */
  photoLinks: Pick<PhotoLinksRepository, 'photoIdsOf'>;
  /** The photos a ZIP brings, stored as uploads are (ADR 087). */
  photoUploads: Pick<PhotoWritesService, 'upload'>;
  /** The largest photo a ZIP may hold: the upload's own limit. */
  maxPhotoBytes: number;
  /** The reference lists a moderator's import adds the names it brings to (issue 50, point 2). */
  references: ImportReferenceWriters;
}) {
  const { db, clock, imports } = deps;
  const writes = createImportWrites(deps);

  /** A stored row's maker id (the payload is kept as JSON). */
  const makerIdOf = (ref: unknown) => (ref && typeof ref === 'object' && 'id' in ref && typeof ref.id === 'number' ? ref.id : null);

  /**
   * The preview checked the numbers against the catalogue; one may have been added since (the
   * preview waits a day): the submit is refused, nothing is written, and a new preview shows the row's problem.
   */
  async function refuseTakenNumbers(ctx: WriteContext, rows: readonly ImportStoredRow[]): Promise<void> {
    const numbered = rows.flatMap(({ line, write, recordId }) =>
      write.entity === 'product' && write.payload.number
        ? [{ line, number: write.payload.number, makerId: makerIdOf(write.payload.manufacturer), recordId }]
        : [],
    );
    const makersByKey = await imports.numberedProducts(
      numbered.map(({ number }) => serialKeyOf(number)),
      ctx.tx,
    );
    const clashes = repeatedNumbers(numbered, makersByKey).map(({ line, number }) => ({ line, number }));
    if (clashes.length === 0) return;
    throw new Conflict((t) => t.importSerialTaken(clashes), 'IMPORT_SERIAL_TAKEN');
  }

  /**
   * The records the rows change must be as the preview read them (issue 50, point 5): one changed or
   * deleted since would be overwritten by what the preview built from it. The submit is refused
   * (409), nothing is written, and a new preview shows the records as they are now. The records
   * stay locked until the rows are written.
   */
  async function refuseChangedRecords(ctx: WriteContext, rows: readonly ImportStoredRow[]): Promise<void> {
    const named = rows.flatMap(({ line, write, recordId, version }) =>
      recordId ? [{ line, entity: write.entity, id: recordId, version }] : [],
    );
    if (named.length === 0) return;
    const now = await imports.versions(named, ctx.tx, true);
    const lines = named.filter(({ entity, id, version }) => now.get(`${entity}:${id}`) !== version).map(({ line }) => line);
    if (lines.length === 0) return;
    throw new Conflict((t) => t.importRecordsChanged(lines), 'IMPORT_RECORDS_CHANGED', { lines });
  }

  /** A plain user's rows wait as change requests; a part of such a file can only name a product already in the catalogue. */
  async function propose(ctx: WriteContext, importId: string, userId: number, rows: readonly ImportStoredRow[]) {
    if (rows.some((row) => row.write.partOfLine !== null)) throw new Conflict((t) => t.importNeedsDirect, 'IMPORT_NEEDS_MODERATOR');
    return writes.propose(ctx, importId, userId, rows);
  }

  return {
    /** The empty table to fill: the export's header row in `locale`, as a CSV or an XLSX workbook. */
    template: templateFile,

    /**
     * Reads a file and answers each row's problems and its columns that are not the export's (read
     * by a synonym or the reader's `choices`, or not at all); keeps the valid rows for its owner to submit.
     */
    async preview(actor: Actor | null, data: Buffer, choices: ImportColumnChoices = {}): Promise<ImportPreviewDto> {
      requireRole(actor, 'USER');
      const { rows, otherColumns, englishColumns, files } = await readUpload(deps.sheets, data, choices, deps.maxPhotoBytes);
      const now = clock.now();
      const locale = currentLocale();
      const fileKnown = await imports.knowledge(fileReferences(rows));
      const { byLine, parents } = await namedRecords(deps.exports, rows, fileKnown, locale);
      // A named record's own «Входит в» exists; the row's absent columns are the record's.
      const known = { ...fileKnown, products: new Set([...fileKnown.products, ...parents]) };
      const merged = rows.map(({ line, cells }) => ({ line, cells: { ...byLine.get(line)?.cells, ...cells } }));
      const recordIds = new Map([...byLine].map(([line, record]) => [line, record.id]));
      const direct = hasRole(actor, 'MODERATOR');
      // Names the catalogue lacks come with the file: made by a moderator's submit, proposed by a plain user's (issue 50, point 2).
      const rowsChecked = checkRows(merged, known, now, direct, { recordIds, englishColumns });
      // The photos the rows a submit writes bring: stored now as uploads, published with their records (ADR 087).
      const writes = new Set(rowsChecked.flatMap((row) => (row.write ? [row.line] : [])));
      const photos = await bringPhotos(
        rows,
        files,
        (line) => writes.has(line),
        async (file) => {
          return (await deps.photoUploads.upload(actor, { ...file, unpublished: true })).photo.id;
        },
      );
      const broughtBy = (line: number): RowPhotos => photos.byLine.get(line) ?? { photoIds: [], names: [], warnings: [] };
      const checked = [];
      for (const [index, row] of rowsChecked.entries()) {
        const record = byLine.get(row.line);
        const brought = broughtBy(row.line).photoIds;
        const current = record && brought.length > 0 ? await deps.photoLinks.photoIdsOf(record.entity, record.id) : [];
        checked.push(withAction(row, record, known, now, merged[index]?.cells ?? {}, { brought, current }, locale));
      }
      // What the preview saw of each record it changes: the submit refuses to overwrite a record changed since.
      const versions = await imports.versions([...byLine.values()]);
      const id = randomUUID();
      const valid: ImportStoredRow[] = checked.flatMap(({ line, write, recordId }) =>
        write
          ? [
              {
                line,
                write,
                recordId,
                ...(recordId && { version: versions.get(`${write.entity}:${recordId}`) ?? 0 }),
                photoIds: broughtBy(line).photoIds,
              },
            ]
          : [],
      );
      await imports.sweep(now);
      await imports.insert({
        id,
        ownerId: actor.userId,
        rows: valid,
        createdAt: now,
        expiresAt: new Date(now.getTime() + IMPORT_PREVIEW_TTL_MS),
      });
      return {
        id,
        otherColumns,
        rows: checked.map(({ write: _write, problems, ...row }) => ({
          ...row,
          problems: problems.map((problem) => ({ ...problem, text: importProblemText(problem, locale) })),
          photos: broughtBy(row.line).names,
          warnings: broughtBy(row.line).warnings.map((warning) => ({ ...warning, text: importProblemText(warning, locale) })),
        })),
        valid: valid.length,
        invalid: checked.filter((row) => row.problems.length > 0).length,
        unchanged: checked.filter((row) => row.action === 'unchanged').length,
        unusedFiles: photos.unused,
      };
    },

    /**
     * Writes or proposes the preview's valid rows, once, in one transaction; only its owner may.
     * A repeated submit answers what the first did and writes nothing (issue 50, point 6).
     */
    async submit(actor: Actor | null, id: string): Promise<ImportResultDto> {
      requireRole(actor, 'USER');
      const { userId } = actor;
      const direct = hasRole(actor, 'MODERATOR');
      return inTransaction(db, clock, actor, async (ctx) => {
        const found = await imports.find(id, userId, ctx.at, ctx.tx);
        if (!found) throw new NotFound((t) => t.importNotFound, 'IMPORT_NOT_FOUND');
        if (!(await imports.claim(id, ctx.at, ctx.tx))) {
          // Submitted already, or just now by a double click (the claim waited for it): the same answer again.
          const earlier = (await imports.find(id, userId, ctx.at, ctx.tx))?.result;
          if (earlier) return earlier;
          throw new Conflict((t) => t.importSubmitted, 'IMPORT_SUBMITTED');
        }
        const rows = direct
          ? await withNewReferences(
              ctx,
              deps.references,
              await imports.knowledge({ serialKeys: [], productIds: [], detailIds: [] }, ctx.tx),
              found.rows,
            )
          : found.rows;
        await refuseChangedRecords(ctx, rows);
        await refuseTakenNumbers(ctx, rows);
        const result: ImportResultDto = direct
          ? { id, ...(await writes.write(ctx, rows)), proposed: [] }
          : { id, created: [], updated: [], proposed: await propose(ctx, id, userId, rows) };
        await imports.keepResult(id, result, ctx.tx);
        return result;
      });
    },
  };
}
export type ImportsService = ReturnType<typeof createImportsService>;

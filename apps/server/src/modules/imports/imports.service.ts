import { randomUUID } from 'node:crypto';
import {
  IMPORT_LIMITS,
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
import { Conflict, Invalid, NotFound, PayloadTooLarge } from '../../lib/errors';
import { currentLocale } from '../../texts';
import type { ItemWriter } from '../catalogue/item-writer';
import { inTransaction, requireRole, type WriteContext } from '../catalogue/write-context';
import type { DetailWriter } from '../details/detail-writer';
import type { ExportRepository } from '../export/export.repository';
import { parseItemPayload } from '../moderation/change-request-payload';
import type { ChangeRequestsRepository } from '../moderation/change-requests.repository';
import type { PhotoLinksRepository } from '../photos/photo-links.repository';
import type { ProductWriter } from '../products/product-writer';
import { type CatalogueKnowledge, type CheckedRow, checkRows, fileReferences, repeatedNumbers } from './import-check';
import { type NamedRecord, namedRecords } from './import-records';
import { type ImportReferenceWriters, withNewReferences } from './import-references';
import { rowsFromTable, type SheetRow } from './import-sheet';
import { templateFile } from './import-template';
import { fieldChanges, keepUnchangedRichText } from './import-updates';
import type { ImportsRepository } from './imports.repository';
import type { SheetRefusal, SheetThreads } from './sheet-thread';

/** How long a preview waits for its submit. */
export const IMPORT_PREVIEW_TTL_MS = 24 * 60 * 60 * 1000;

const ENTITY_TYPE = { product: 'PRODUCT', detail: 'DETAIL' } as const;

/**
 * Import of a collection spreadsheet (ADR 065). The preview reads the file, checks each row and
 * keeps the valid rows' payloads for its owner; submitting writes them (a moderator's import) or
 * proposes them, one change request a row (a plain user's), all in one transaction: a row that
 * fails then fails the whole submit, and nothing of it is written.
 */
export function createImportsService(deps: {
  db: Executor;
  clock: Clock;
  imports: ImportsRepository;
  requests: ChangeRequestsRepository;
  products: ProductWriter;
  details: DetailWriter;
  sheets: SheetThreads;
  /** The catalogue's records as the export reads them: what a row naming one is compared with (issue 50, point 5). */
  exports: Pick<ExportRepository, 'byIds' | 'stampsOf'>;
  /** An updated record's photos, read at the submit: an import has no photo column, so it keeps them. */
  photoLinks: Pick<PhotoLinksRepository, 'photoIdsOf'>;
  /** The reference lists a moderator's import adds the names it brings to (issue 50, point 2). */
  references: ImportReferenceWriters;
}) {
  const { db, clock, imports } = deps;

  async function readTable(data: Buffer, choices: ImportColumnChoices) {
    const table = await deps.sheets.read(data);
    if (!Array.isArray(table)) refuse(table);
    const rows = rowsFromTable(table, IMPORT_LIMITS.maxRows, choices);
    if ('rows' in rows) return rows;
    if (rows.kind === 'tooManyRows') throw new Invalid((t) => t.importTooManyRows(rows.max), 'IMPORT_TOO_MANY_ROWS');
    throw new Invalid((t) => t.importNoColumns, 'IMPORT_NO_COLUMNS');
  }

  /** A stored row's maker id (the payload is kept as JSON). */
  const makerIdOf = (ref: unknown) => (ref && typeof ref === 'object' && 'id' in ref && typeof ref.id === 'number' ? ref.id : null);

  /** A file not read at all: 413 for one too big or too heavy to read, 400 for one that is no table. */
  function refuse(refusal: SheetRefusal): never {
    const megabytes = IMPORT_LIMITS.maxUnpackedBytes / 1024 / 1024;
    switch (refusal.kind) {
      case 'unpackedTooLarge':
        throw new PayloadTooLarge((t) => t.importUnpackedTooLarge(megabytes), 'IMPORT_UNPACKED_TOO_LARGE');
      case 'tooManyCells':
        throw new PayloadTooLarge((t) => t.importTooManyCells(IMPORT_LIMITS.maxCells), 'IMPORT_TOO_MANY_CELLS');
      case 'tooSlow':
        throw new PayloadTooLarge((t) => t.importTooSlow(Math.ceil(deps.sheets.timeoutMs / 1000)), 'IMPORT_TOO_SLOW');
      default:
        throw new Invalid((t) => t.importUnreadable, 'IMPORT_UNREADABLE');
    }
  }

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

  /** A row's payload as its writer takes it; an update keeps its record's photos as they are at the submit. */
  async function inputOf(ctx: WriteContext, { write, recordId }: ImportStoredRow) {
    const photos = recordId ? { photos: (await deps.photoLinks.photoIdsOf(write.entity, recordId, ctx.tx)).map((id) => ({ id })) } : {};
    return { ...write.payload, ...photos };
  }

  /**
   * A moderator's rows are written: new records created, parts linked to products created earlier by
   * the same import, the records rows name changed as an edit changes them.
   */
  async function write(ctx: WriteContext, rows: readonly ImportStoredRow[]): Promise<Pick<ImportResultDto, 'created' | 'updated'>> {
    const idByLine = new Map<number, number>();
    const answer: Pick<ImportResultDto, 'created' | 'updated'> = { created: [], updated: [] };
    for (const row of rows) {
      const { line, write: rowWrite, recordId } = row;
      const partOf = rowWrite.partOfLine === null ? undefined : { id: idByLine.get(rowWrite.partOfLine) ?? 0 };
      const payload = await inputOf(ctx, row);
      const apply = async <Input>(writer: ItemWriter<Input>, input: Input) => {
        if (!recordId) return writer.create(ctx, input);
        await writer.update(ctx, recordId, input);
        return recordId;
      };
      const id =
        rowWrite.entity === 'product'
          ? await apply(deps.products, { ...parseItemPayload('PRODUCT', payload).input, ...(partOf && { parent: partOf }) })
          : await apply(deps.details, { ...parseItemPayload('DETAIL', payload).input, ...(partOf && { product: partOf }) });
      idByLine.set(line, id);
      answer[recordId ? 'updated' : 'created'].push({ line, entity: rowWrite.entity, id });
    }
    return answer;
  }

  /** A plain user's rows wait as change requests (a new record, or an edit of the one a row names), each tagged with the import. */
  async function propose(ctx: WriteContext, importId: string, userId: number, rows: readonly ImportStoredRow[]) {
    if (rows.some((row) => row.write.partOfLine !== null)) throw new Conflict((t) => t.importNeedsDirect, 'IMPORT_NEEDS_MODERATOR');
    const proposed: ImportResultDto['proposed'] = [];
    for (const row of rows) {
      const { line, write: rowWrite } = row;
      const recordId = row.recordId ?? null;
      const entityType = ENTITY_TYPE[rowWrite.entity];
      const payload = parseItemPayload(entityType, await inputOf(ctx, row)).input;
      const action = recordId === null ? 'CREATE' : 'UPDATE';
      const changeRequestId = await deps.requests.insert(
        { entityType, action, entityId: recordId, payload, createdBy: userId, at: ctx.at },
        ctx.tx,
      );
      await imports.addProposal({ importId, changeRequestId, line }, ctx.tx);
      proposed.push({ line, entity: rowWrite.entity, changeRequestId, recordId });
    }
    return proposed;
  }

  /**
   * A checked row's action: a row naming a record is an update when a field differs from the record
   * (the record read through the same checks), else «без изменений» and nothing to write.
   */
  function withAction(row: CheckedRow, record: NamedRecord | undefined, known: CatalogueKnowledge, now: Date, cells: SheetRow['cells']) {
    if (!record) return { ...row, action: 'create' as const, recordId: null, changes: [] };
    const current = checkRows([{ line: row.line, cells: record.cells }], known, now, false, new Map([[row.line, record.id]]))[0]?.write;
    if (!row.write || !current) return { ...row, action: 'update' as const, recordId: record.id, changes: [] };
    const changes = fieldChanges(current, row.write, { current: record.cells, next: cells }, currentLocale());
    if (changes.length === 0) return { ...row, action: 'unchanged' as const, recordId: record.id, changes, write: null };
    return {
      ...row,
      action: 'update' as const,
      recordId: record.id,
      changes,
      write: keepUnchangedRichText(row.write, changes, record.stored),
    };
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
      const { rows, otherColumns } = await readTable(data, choices);
      const now = clock.now();
      const locale = currentLocale();
      const fileKnown = await imports.knowledge(fileReferences(rows));
      const { byLine, parents } = await namedRecords(deps.exports, rows, fileKnown, locale);
      // A named record's own «Входит в» exists; the row's absent columns are the record's.
      const known = { ...fileKnown, products: new Set([...fileKnown.products, ...parents]) };
      const merged = rows.map(({ line, cells }) => ({ line, cells: { ...byLine.get(line)?.cells, ...cells } }));
      const recordIds = new Map([...byLine].map(([line, record]) => [line, record.id]));
      const direct = hasRole(actor, 'MODERATOR');
      const checked = checkRows(merged, known, now, direct, recordIds, direct).map((row, index) =>
        withAction(row, byLine.get(row.line), known, now, merged[index]?.cells ?? {}),
      );
      const id = randomUUID();
      const valid: ImportStoredRow[] = checked.flatMap(({ line, write, recordId }) => (write ? [{ line, write, recordId }] : []));
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
        })),
        valid: valid.length,
        invalid: checked.filter((row) => row.problems.length > 0).length,
        unchanged: checked.filter((row) => row.action === 'unchanged').length,
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
        await refuseTakenNumbers(ctx, rows);
        const result: ImportResultDto = direct
          ? { id, ...(await write(ctx, rows)), proposed: [] }
          : { id, created: [], updated: [], proposed: await propose(ctx, id, userId, rows) };
        await imports.keepResult(id, result, ctx.tx);
        return result;
      });
    },
  };
}
export type ImportsService = ReturnType<typeof createImportsService>;

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
import { inTransaction, requireRole, type WriteContext } from '../catalogue/write-context';
import type { DetailWriter } from '../details/detail-writer';
import { parseItemPayload } from '../moderation/change-request-payload';
import type { ChangeRequestsRepository } from '../moderation/change-requests.repository';
import type { ProductWriter } from '../products/product-writer';
import { checkRows, fileReferences, repeatedNumbers } from './import-check';
import { rowsFromTable } from './import-sheet';
import { templateFile } from './import-template';
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
    const numbered = rows.flatMap(({ line, write }) =>
      write.entity === 'product' && write.payload.number
        ? [{ line, number: write.payload.number, makerId: makerIdOf(write.payload.manufacturer) }]
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

  /** A moderator's rows are created, parts linked to products created earlier by the same import. */
  async function create(ctx: WriteContext, rows: readonly ImportStoredRow[]): Promise<ImportResultDto['created']> {
    const createdByLine = new Map<number, number>();
    const created: ImportResultDto['created'] = [];
    for (const { line, write } of rows) {
      const partOf = write.partOfLine === null ? undefined : { id: createdByLine.get(write.partOfLine) ?? 0 };
      const id =
        write.entity === 'product'
          ? await deps.products.create(ctx, { ...parseItemPayload('PRODUCT', write.payload).input, ...(partOf && { parent: partOf }) })
          : await deps.details.create(ctx, { ...parseItemPayload('DETAIL', write.payload).input, ...(partOf && { product: partOf }) });
      createdByLine.set(line, id);
      created.push({ line, entity: write.entity, id });
    }
    return created;
  }

  /** A plain user's rows wait as change requests, each tagged with the import for the batch view. */
  async function propose(ctx: WriteContext, importId: string, userId: number, rows: readonly ImportStoredRow[]) {
    if (rows.some((row) => row.write.partOfLine !== null)) throw new Conflict((t) => t.importNeedsDirect, 'IMPORT_NEEDS_MODERATOR');
    const proposed: ImportResultDto['proposed'] = [];
    for (const { line, write } of rows) {
      const entityType = ENTITY_TYPE[write.entity];
      const payload = parseItemPayload(entityType, write.payload).input;
      const changeRequestId = await deps.requests.insert(
        { entityType, action: 'CREATE', entityId: null, payload, createdBy: userId, at: ctx.at },
        ctx.tx,
      );
      await imports.addProposal({ importId, changeRequestId, line }, ctx.tx);
      proposed.push({ line, entity: write.entity, changeRequestId });
    }
    return proposed;
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
      const checked = checkRows(rows, await imports.knowledge(fileReferences(rows)), now, hasRole(actor, 'MODERATOR'));
      const id = randomUUID();
      const valid: ImportStoredRow[] = checked.flatMap(({ line, write }) => (write ? [{ line, write }] : []));
      await imports.sweep(now);
      await imports.insert({
        id,
        ownerId: actor.userId,
        rows: valid,
        createdAt: now,
        expiresAt: new Date(now.getTime() + IMPORT_PREVIEW_TTL_MS),
      });
      const locale = currentLocale();
      return {
        id,
        otherColumns,
        rows: checked.map(({ write: _write, problems, ...row }) => ({
          ...row,
          problems: problems.map((problem) => ({ ...problem, text: importProblemText(problem, locale) })),
        })),
        valid: valid.length,
        invalid: checked.length - valid.length,
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
        const { rows } = found;
        await refuseTakenNumbers(ctx, rows);
        const result: ImportResultDto = direct
          ? { id, created: await create(ctx, rows), proposed: [] }
          : { id, created: [], proposed: await propose(ctx, id, userId, rows) };
        await imports.keepResult(id, result, ctx.tx);
        return result;
      });
    },
  };
}
export type ImportsService = ReturnType<typeof createImportsService>;

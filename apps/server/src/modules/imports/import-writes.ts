import type { ImportResultDto, ImportStoredRow } from '@museum/contract';
import type { WriteContext } from '../catalogue/write-context';
import type { DetailWriter } from '../details/detail-writer';
import { parseItemPayload } from '../moderation/change-request-payload';
import type { ChangeRequestsRepository } from '../moderation/change-requests.repository';
import type { PhotoLinksRepository } from '../photos/photo-links.repository';
import type { ProductWriter } from '../products/product-writer';
import { payloadToCheck } from './import-check';
import type { ImportsRepository } from './imports.repository';

/**
 * The most rows written (or proposed) by one statement of each kind: a batch's statements stay
 * well within a statement's 65 535 parameters (a product row has about twenty columns).
 */
export const IMPORT_BATCH_ROWS = 500;

const ENTITY_TYPE = { product: 'PRODUCT', detail: 'DETAIL' } as const;

/** What an import's submit writes with: the catalogue's writers and the proposals' rows. */
export interface ImportWriteDeps {
  imports: Pick<ImportsRepository, 'addProposals'>;
  requests: Pick<ChangeRequestsRepository, 'insertMany'>;
  products: ProductWriter;
  details: DetailWriter;
  /** An updated record's photos, read at the submit: the photos a row brings are added to them. */
  photoLinks: Pick<PhotoLinksRepository, 'photoIdsOf'>;
}

/** Splits rows into runs of at most `size`, in order. */
export function chunks<T>(rows: readonly T[], size: number): T[][] {
  const runs: T[][] = [];
  for (let start = 0; start < rows.length; start += size) runs.push(rows.slice(start, start + size));
  return runs;
}

/**
 * New products grouped by depth, each group in the file's order: first those inside no new product,
 * then those inside a product of the first group, and so on (a row is inside an earlier row, never a later one).
 */
function byDepth(rows: readonly ImportStoredRow[]): ImportStoredRow[][] {
  const depthByLine = new Map<number, number>();
  const levels: ImportStoredRow[][] = [];
  for (const row of rows) {
    const parentLine = row.write.partOfLine;
    const parentDepth = parentLine === null ? undefined : depthByLine.get(parentLine);
    const depth = parentDepth === undefined ? 0 : parentDepth + 1;
    depthByLine.set(row.line, depth);
    const level = levels[depth] ?? [];
    level.push(row);
    levels[depth] = level;
  }
  return levels;
}

/**
 * Writes and proposes a submitted import's rows (issue 50, point 7): new records in batches, each
 * kind of record created by its writer's `createMany` (the same checks, rows, links, photos and
 * revisions as one create, in a few statements for the whole batch); a row naming a record is an
 * update, through its writer as an edit is.
 */
export function createImportWrites(deps: ImportWriteDeps) {
  /**
   * A row's payload as its writer takes it, with the photos the row brought (ADR 087); an update keeps
   * its record's photos as they are at the submit, the row's added after them.
   */
  async function inputOf(ctx: WriteContext, { write, recordId, photoIds = [] }: ImportStoredRow) {
    const current = recordId
      ? await deps.photoLinks.photoIdsOf(write.entity, recordId, ctx.tx)
      : (write.payload.photos ?? []).map(({ id }) => id);
    return { ...write.payload, photos: [...new Set([...current, ...photoIds])].map((id) => ({ id })) };
  }

  /**
   * A moderator's rows are written: new records created, parts linked to records created by the
   * same import, the records rows name changed as an edit changes them. The new records' ids are
   * reserved first, in the file's order (each kind numbered as if written row by row), so a row knows
   * the id of the record it is inside before that record is written; then the new products are
   * written by depth (those inside no new product first, then those inside them, …) and the parts
   * after them, each in batches; then the updates, in the file's order.
   */
  async function write(ctx: WriteContext, rows: readonly ImportStoredRow[]): Promise<Pick<ImportResultDto, 'created' | 'updated'>> {
    const created = rows.filter((row) => !row.recordId);
    const updated = rows.filter((row) => row.recordId);
    const products = created.filter((row) => row.write.entity === 'product');
    const parts = created.filter((row) => row.write.entity === 'detail');
    const idByLine = new Map(updated.map(({ line, recordId }) => [line, recordId ?? 0]));
    const reserved = (kind: readonly ImportStoredRow[], ids: readonly number[]) => {
      for (const [index, { line }] of kind.entries()) idByLine.set(line, ids[index] ?? 0);
    };
    reserved(products, await deps.products.reserveIds(ctx, products.length));
    reserved(parts, await deps.details.reserveIds(ctx, parts.length));

    const partOf = ({ write: rowWrite }: ImportStoredRow) =>
      rowWrite.partOfLine === null ? undefined : { id: idByLine.get(rowWrite.partOfLine) ?? 0 };
    const productInput = async (row: ImportStoredRow) => {
      const parent = partOf(row);
      return { ...parseItemPayload('PRODUCT', await inputOf(ctx, row)).input, ...(parent && { parent }) };
    };
    const detailInput = async (row: ImportStoredRow) => {
      const product = partOf(row);
      return { ...parseItemPayload('DETAIL', await inputOf(ctx, row)).input, ...(product && { product }) };
    };
    const idsOf = (batch: readonly ImportStoredRow[]) => batch.map(({ line }) => idByLine.get(line) ?? 0);

    for (const level of byDepth(products)) {
      for (const batch of chunks(level, IMPORT_BATCH_ROWS)) {
        await deps.products.createMany(ctx, await Promise.all(batch.map(productInput)), idsOf(batch));
      }
    }
    for (const batch of chunks(parts, IMPORT_BATCH_ROWS)) {
      await deps.details.createMany(ctx, await Promise.all(batch.map(detailInput)), idsOf(batch));
    }
    for (const row of updated) {
      const id = idByLine.get(row.line) ?? 0;
      if (row.write.entity === 'product') await deps.products.update(ctx, id, await productInput(row));
      else await deps.details.update(ctx, id, await detailInput(row));
    }
    const answer = ({ line, write: rowWrite }: ImportStoredRow) => ({ line, entity: rowWrite.entity, id: idByLine.get(line) ?? 0 });
    return { created: created.map(answer), updated: updated.map(answer) };
  }

  /** A plain user's rows wait as change requests (a new record, or an edit of the one a row names), each tagged with the import, a batch at a time. */
  async function propose(ctx: WriteContext, importId: string, userId: number, rows: readonly ImportStoredRow[]) {
    const proposed: ImportResultDto['proposed'] = [];
    for (const batch of chunks(rows, IMPORT_BATCH_ROWS)) {
      const requests = [];
      for (const row of batch) {
        const entityType = ENTITY_TYPE[row.write.entity];
        const checked = parseItemPayload(entityType, payloadToCheck({ ...row.write, payload: await inputOf(ctx, row) })).input;
        // A part type to be made is named when the approval makes it (the moderation service's), as the other names are.
        const payload = row.write.newNames?.type ? { ...checked, type: null } : checked;
        const entityId = row.recordId ?? null;
        requests.push({
          entityType,
          action: entityId === null ? 'CREATE' : 'UPDATE',
          entityId,
          payload,
          createdBy: userId,
          at: ctx.at,
        } as const);
      }
      const ids = await deps.requests.insertMany(requests, ctx.tx);
      const tagged = batch.map(({ line, write: rowWrite, recordId }, index) => ({
        line,
        entity: rowWrite.entity,
        changeRequestId: ids[index] ?? 0,
        recordId: recordId ?? null,
        newNames: rowWrite.newNames ?? null,
      }));
      await deps.imports.addProposals(
        tagged.map(({ line, changeRequestId, newNames }) => ({ importId, changeRequestId, line, newNames })),
        ctx.tx,
      );
      proposed.push(...tagged.map(({ newNames: _newNames, ...row }) => row));
    }
    return proposed;
  }

  return { write, propose };
}
export type ImportWrites = ReturnType<typeof createImportWrites>;

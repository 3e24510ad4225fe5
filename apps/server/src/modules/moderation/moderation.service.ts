import type {
  ChangeRequestDto,
  ChangeRequestListQuery,
  ChangeRequestWrite,
  ImportDecisionDto,
  ImportStoredRow,
  ManufacturerWrite,
  MyChangeRequestsQuery,
  Page,
  StampWrite,
} from '@museum/contract';
import type { Executor } from '../../db/client';
import { type Actor, hasRole } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { Conflict, Invalid, NotFound } from '../../lib/errors';
import type { Text } from '../../texts';
import { pageAnswer } from '../catalogue/cards';
import type { ReferencesRepository } from '../catalogue/references.repository';
import { inTransaction, requireRole, type WriteContext } from '../catalogue/write-context';
import type { DetailWriter } from '../details/detail-writer';
import { type ImportReferenceWriters, withNewReferences } from '../imports/import-references';
import type { ImportsRepository } from '../imports/imports.repository';
import type { ProductWriter } from '../products/product-writer';
import type { ReferenceWriter } from '../reference/reference-writes.service';
import { toChangeRequestDto } from './change-request-mapping';
import { parseCommentPayload, parseItemPayload } from './change-request-payload';
import type { ChangeRequestAction, ChangeRequestEntity, ChangeRequestsRepository } from './change-requests.repository';

interface Proposal {
  entityType: ChangeRequestEntity;
  action: ChangeRequestAction;
  entityId: number | null;
  payload: unknown;
}

/**
 * Change requests: a plain user's proposal waits as PENDING; a moderator's is applied at once.
 * Approving applies the payload in the same transaction as the status change. A manufacturer is
 * only ever proposed new (ADR 041): admins change and delete manufacturers directly. A stamp is
 * proposed new or changed (ADR 061): moderators delete stamps directly.
 */
export function createModerationService(deps: {
  db: Executor;
  clock: Clock;
  requests: ChangeRequestsRepository;
  references: ReferencesRepository;
  products: ProductWriter;
  details: DetailWriter;
  manufacturers: ReferenceWriter<ManufacturerWrite>;
  stamps: ReferenceWriter<StampWrite>;
  /**
   * Where an import's batch decision is kept, so a repeated one answers the same (issue 50, point 6),
   * and the catalogue's reference names an imported request's proposed names are looked up in.
   */
  imports: Pick<ImportsRepository, 'keepDecision' | 'decision' | 'knowledge'>;
  /** The reference lists an approved imported request adds the names it proposed to (issue 50, point 2). */
  proposedNames: ImportReferenceWriters;
}) {
  const { db, clock, requests, references } = deps;
  const NOT_PENDING: Text = (t) => t.requestDecided;
  const TABLES = { PRODUCT: 'products', DETAIL: 'details', MANUFACTURER: 'manufacturers', STAMP: 'stamps' } as const;
  const NOT_FOUND: Record<'PRODUCT' | 'DETAIL' | 'MANUFACTURER' | 'STAMP', Text> = {
    PRODUCT: (t) => t.productNotFound,
    DETAIL: (t) => t.detailNotFound,
    MANUFACTURER: (t) => t.manufacturerNotFound,
    STAMP: (t) => t.stampNotFound,
  };

  /** A note about an existing product, detail or manufacturer; answers the payload to store. */
  async function validateComment(tx: Executor, proposal: Proposal): Promise<unknown> {
    if (proposal.entityId == null) throw new Invalid((t) => t.commentNeedsEntity, 'VALIDATION_FAILED');
    if ((await references.missing({ table: TABLES[proposal.entityType], ids: [proposal.entityId] }, tx)).length > 0) {
      throw new NotFound(NOT_FOUND[proposal.entityType]);
    }
    return parseCommentPayload(proposal.payload);
  }

  /** Checks a proposal without writing; answers the payload to store. */
  async function validate(tx: Executor, proposal: Proposal): Promise<unknown> {
    if (proposal.action === 'COMMENT') return validateComment(tx, proposal);
    if (proposal.action === 'CREATE') {
      if (proposal.entityId != null) throw new Invalid((t) => t.newHasNoEntity, 'VALIDATION_FAILED');
      return parseItemPayload(proposal.entityType, proposal.payload).input;
    }
    if (proposal.entityType === 'MANUFACTURER') {
      throw new Invalid((t) => t.manufacturersByAdmins, 'VALIDATION_FAILED');
    }
    if (proposal.entityType === 'STAMP' && proposal.action === 'DELETE')
      throw new Invalid((t) => t.stampNoDeleteProposal, 'VALIDATION_FAILED');
    const table = TABLES[proposal.entityType];
    if (proposal.entityId == null) throw new Invalid((t) => t.updateNeedsEntity, 'VALIDATION_FAILED');
    if ((await references.missing({ table, ids: [proposal.entityId] }, tx)).length > 0) {
      throw new NotFound(NOT_FOUND[proposal.entityType]);
    }
    if (proposal.action === 'DELETE' && table !== 'stamps') return { name: await references.itemName(table, proposal.entityId, tx) };
    return parseItemPayload(proposal.entityType, proposal.payload).input;
  }

  /** Applies a proposal; answers the id of the item created or changed (a COMMENT changes nothing). */
  async function apply(ctx: WriteContext, proposal: Proposal): Promise<number> {
    const id = proposal.entityId as number;
    if (proposal.action === 'COMMENT') return id;
    // validate() lets only a CREATE of a manufacturer through.
    if (proposal.entityType === 'MANUFACTURER')
      return deps.manufacturers.createIn(ctx, parseItemPayload('MANUFACTURER', proposal.payload).input);
    // validate() lets no DELETE of a stamp through.
    if (proposal.entityType === 'STAMP') {
      const input = parseItemPayload('STAMP', proposal.payload).input;
      return proposal.action === 'CREATE' ? deps.stamps.createIn(ctx, input) : deps.stamps.updateIn(ctx, id, input);
    }
    if (proposal.action === 'DELETE') {
      await (proposal.entityType === 'PRODUCT' ? deps.products.remove(ctx, id) : deps.details.remove(ctx, id));
      return id;
    }
    const parsed = parseItemPayload(proposal.entityType, proposal.payload);
    if (parsed.entityType === 'PRODUCT') {
      if (proposal.action === 'CREATE') return deps.products.create(ctx, parsed.input);
      await deps.products.update(ctx, id, parsed.input);
      return id;
    }
    if (proposal.action === 'CREATE') return deps.details.create(ctx, parsed.input);
    await deps.details.update(ctx, id, parsed.input);
    return id;
  }

  /** Approves a pending request inside `ctx`'s transaction: the created or changed item's id, null for a COMMENT. */
  async function approveIn(ctx: WriteContext, reviewerId: number, id: number): Promise<number | null> {
    const claimed = await requests.decide(id, { status: 'APPROVED', reviewedBy: reviewerId, at: ctx.at }, ctx.tx);
    if (!claimed) throw await notPending(ctx.tx, id);
    if (claimed.action === 'COMMENT') return null;
    // Re-checked against today's catalogue, with the photos the proposer could use.
    const viewer = { userId: claimed.createdBy ?? 0, moderator: false };
    const entityId = await apply({ ...ctx, viewer }, await withProposedNames(ctx, id, claimed));
    if (claimed.action === 'CREATE') await requests.setEntityId(id, entityId, ctx.tx);
    return entityId;
  }

  /**
   * An imported request's payload with the reference names it proposed (issue 50, point 2) made and
   * named in it, once each: one an earlier request of the batch made, or someone added since, is
   * used. The request keeps that payload, the one applied.
   */
  async function withProposedNames(ctx: WriteContext, id: number, proposal: Proposal): Promise<Proposal> {
    const newNames = await requests.newNamesOf(id, ctx.tx);
    if (!newNames || (proposal.entityType !== 'PRODUCT' && proposal.entityType !== 'DETAIL')) return proposal;
    const known = await deps.imports.knowledge({ serialKeys: [], productIds: [], detailIds: [] }, ctx.tx);
    const write = {
      entity: proposal.entityType === 'PRODUCT' ? 'product' : 'detail',
      payload: proposal.payload,
      partOfLine: null,
      newNames,
    };
    const [named] = await withNewReferences(ctx, deps.proposedNames, known, [{ line: 0, write: write as ImportStoredRow['write'] }]);
    const payload = named?.write.payload ?? proposal.payload;
    await requests.setPayload(id, payload, ctx.tx);
    return { ...proposal, payload };
  }

  async function rejectIn(ctx: WriteContext, reviewerId: number, id: number, reason: string): Promise<void> {
    const decided = await requests.decide(id, { status: 'REJECTED', reviewedBy: reviewerId, at: ctx.at, reason }, ctx.tx);
    if (!decided) throw await notPending(ctx.tx, id);
  }

  /**
   * Decides every pending request a spreadsheet import proposed, by line, each as a single one is
   * decided, all in one transaction: one that fails (a maker deleted meanwhile, a request decided by
   * another moderator) undoes the whole batch. The decision is kept with the import: the same one
   * asked again (a double click) answers it again and decides nothing twice.
   */
  async function decideImport(
    actor: Actor | null,
    importId: string,
    status: ImportDecisionDto['status'],
    decide: (ctx: WriteContext, reviewerId: number, id: number) => Promise<number | null>,
  ): Promise<ImportDecisionDto> {
    requireRole(actor, 'MODERATOR');
    try {
      return await inTransaction(db, clock, actor, async (ctx) => {
        const proposed = await requests.ofImport(importId, ctx.tx);
        if (proposed.length === 0) throw new NotFound((t) => t.importHasNoProposals, 'IMPORT_NOT_FOUND');
        const pending = proposed.filter((request) => request.status === 'PENDING');
        if (pending.length === 0) throw new Conflict((t) => t.importDecided, 'NOT_PENDING');
        const decided: ImportDecisionDto['requests'] = [];
        for (const { id, line } of pending) {
          const entityId = await decide({ ...ctx, changeRequestId: id }, actor.userId, id);
          decided.push({ changeRequestId: id, line, entityId });
        }
        const decision: ImportDecisionDto = { id: importId, status, requests: decided };
        await deps.imports.keepDecision(importId, decision, ctx.tx);
        return decision;
      });
    } catch (error) {
      // Decided already, or just now by a double click that won the race: the same decision is answered again.
      if (!(error instanceof Conflict)) throw error;
      const earlier = await deps.imports.decision(importId);
      if (earlier?.status === status) return earlier;
      throw error;
    }
  }

  async function dto(id: number): Promise<ChangeRequestDto> {
    const row = await requests.findById(id);
    if (!row) throw new NotFound((t) => t.requestNotFound);
    return toChangeRequestDto(row);
  }

  return {
    /**
     * A plain user's proposal is stored PENDING; a moderator's is applied and stored APPROVED.
     * A COMMENT (a reported mistake) waits for a moderator whoever sends it.
     */
    async submit(actor: Actor | null, body: ChangeRequestWrite): Promise<ChangeRequestDto> {
      requireRole(actor, 'USER');
      const proposal: Proposal = { ...body, entityId: body.entityId ?? null, payload: body.payload };
      const moderator = hasRole(actor, 'MODERATOR');
      const id = await inTransaction(db, clock, actor, async (ctx) => {
        const payload = await validate(ctx.tx, proposal);
        const base = { ...proposal, payload, createdBy: actor.userId, at: ctx.at };
        if (proposal.action === 'COMMENT') return requests.insert(base, ctx.tx);
        if (!moderator) {
          // The photos a proposal uses must be published or the user's own uploads.
          if (proposal.action !== 'DELETE') await checkOnly(ctx, { ...proposal, payload });
          return requests.insert(base, ctx.tx);
        }
        const requestId = await requests.insert({ ...base, review: { status: 'APPROVED', reviewedBy: actor.userId } }, ctx.tx);
        const entityId = await apply({ ...ctx, changeRequestId: requestId }, { ...proposal, payload });
        await requests.setEntityId(requestId, entityId, ctx.tx);
        return requestId;
      });
      return dto(id);
    },

    async list(actor: Actor | null, query: ChangeRequestListQuery): Promise<Page<ChangeRequestDto>> {
      requireRole(actor, 'MODERATOR');
      const { rows, total } = await requests.list(query.status, query.page, query.size);
      return pageAnswer(rows.map(toChangeRequestDto), total, query.page, query.size);
    },

    async mine(actor: Actor | null, query: MyChangeRequestsQuery): Promise<Page<ChangeRequestDto>> {
      requireRole(actor, 'USER');
      const { rows, total } = await requests.mine(actor.userId, query.status, query.page, query.size);
      return pageAnswer(rows.map(toChangeRequestDto), total, query.page, query.size);
    },

    /**
     * Applies a pending request; exactly one of two concurrent approvals wins, the other is 409.
     * Approving a COMMENT closes it as «accepted, fixed» and changes no item.
     */
    async approve(actor: Actor | null, id: number): Promise<ChangeRequestDto> {
      requireRole(actor, 'MODERATOR');
      await inTransaction(db, clock, actor, (ctx) => approveIn(ctx, actor.userId, id), id);
      return dto(id);
    },

    async reject(actor: Actor | null, id: number, reason: string): Promise<ChangeRequestDto> {
      requireRole(actor, 'MODERATOR');
      await inTransaction(db, clock, actor, (ctx) => rejectIn(ctx, actor.userId, id, reason));
      return dto(id);
    },

    /** Approves every pending request of a plain user's import (the queue's «Одобрить все»). */
    approveImport: (actor: Actor | null, importId: string) => decideImport(actor, importId, 'APPROVED', approveIn),

    /** Rejects every pending request of a plain user's import, with one reason (the queue's «Отклонить все»). */
    rejectImport: (actor: Actor | null, importId: string, reason: string) =>
      decideImport(actor, importId, 'REJECTED', async (ctx, reviewerId, id) => {
        await rejectIn(ctx, reviewerId, id, reason);
        return null;
      }),
  };

  /** A proposal's references checked by applying it and rolling back: nothing of it stays. */
  async function checkOnly(ctx: WriteContext, proposal: Proposal): Promise<void> {
    const ROLLBACK = new Error('dry run');
    try {
      await ctx.tx.transaction(async (savepoint) => {
        await apply({ ...ctx, tx: savepoint }, proposal);
        throw ROLLBACK;
      });
    } catch (error) {
      if (error !== ROLLBACK) throw error;
    }
  }

  /** Inside the transaction: on PGlite a query outside it would wait for it forever. */
  async function notPending(tx: Executor, id: number) {
    return (await requests.exists(id, tx)) ? new Conflict(NOT_PENDING, 'NOT_PENDING') : new NotFound((t) => t.requestNotFound);
  }
}
export type ModerationService = ReturnType<typeof createModerationService>;

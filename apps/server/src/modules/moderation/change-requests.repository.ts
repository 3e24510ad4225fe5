import type { ImportNewNames } from '@museum/contract';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { changeRequests, importProposals, users } from '../../db/schema';

type ChangeRequestColumns = typeof changeRequests.$inferSelect;
export type ChangeRequestStatus = ChangeRequestColumns['status'];
export type ChangeRequestEntity = ChangeRequestColumns['entityType'];
export type ChangeRequestAction = ChangeRequestColumns['action'];

const c = alias(changeRequests, 'c');
/** The author and the reviewer, by username. */
const author = alias(users, 'u');
const reviewer = alias(users, 'r');

/** The proposal rows of the same import, to count an import's requests beside each of them. */
const sibling = alias(importProposals, 'sibling');

/**
 * The requests of the row's import counted, all of them and those still pending (the queue's batch
 * view, ADR 065), by the import's index, for each row: zero for a request no import made.
 */
const importSizes = (db: Executor) =>
  db
    .select({
      records: count().as('records'),
      pending: count(sql`case when ${changeRequests.status} = 'PENDING' then 1 end`).as('pending'),
    })
    .from(sibling)
    .innerJoin(changeRequests, eq(changeRequests.id, sibling.changeRequestId))
    .where(eq(sibling.importId, importProposals.importId))
    .as('import_sizes');

const selectRequests = (db: Executor) => {
  const sizes = importSizes(db);
  return db
    .select({
      id: c.id,
      status: c.status,
      entityType: c.entityType,
      action: c.action,
      entityId: c.entityId,
      payload: c.payload,
      createdById: c.createdBy,
      createdBy: author.username,
      createdAt: c.createdAt,
      reviewedBy: reviewer.username,
      reviewedAt: c.reviewedAt,
      reason: c.reason,
      importId: importProposals.importId,
      importLine: importProposals.line,
      importNewNames: importProposals.newNames,
      importRecords: sizes.records,
      importPending: sizes.pending,
    })
    .from(c)
    .leftJoin(author, eq(author.id, c.createdBy))
    .leftJoin(reviewer, eq(reviewer.id, c.reviewedBy))
    .leftJoin(importProposals, eq(importProposals.changeRequestId, c.id))
    .leftJoinLateral(sizes, sql`true`);
};

export type ChangeRequestRow = Awaited<ReturnType<typeof selectRequests>>[number];

/** A proposal to store: PENDING, or APPROVED at once when `review` says who applied it. */
export interface NewChangeRequest {
  entityType: ChangeRequestEntity;
  action: ChangeRequestAction;
  entityId: number | null;
  payload: unknown;
  createdBy: number;
  at: Date;
  review?: { status: 'APPROVED'; reviewedBy: number };
}

export function createChangeRequestsRepository(db: Executor) {
  /** Stores proposals in one statement; answers their ids in the order of `values` (the sequence numbers them in that order). */
  async function insertMany(values: readonly NewChangeRequest[], tx: Executor = db): Promise<number[]> {
    if (values.length === 0) return [];
    const rows = await tx
      .insert(changeRequests)
      .values(
        values.map(({ review, ...request }) => ({
          status: review?.status ?? ('PENDING' as const),
          entityType: request.entityType,
          action: request.action,
          entityId: request.entityId,
          payload: request.payload,
          createdBy: request.createdBy,
          createdAt: request.at,
          reviewedBy: review?.reviewedBy ?? null,
          reviewedAt: review ? request.at : null,
        })),
      )
      .returning({ id: changeRequests.id });
    return rows.map((row) => row.id).sort((a, b) => a - b);
  }

  async function page(where: SQL | undefined, page: number, size: number): Promise<{ rows: ChangeRequestRow[]; total: number }> {
    const rows = await selectRequests(db)
      .where(where)
      .orderBy(desc(c.id))
      .limit(size)
      .offset(page * size);
    const [counted] = await db.select({ total: count() }).from(c).where(where);
    return { rows, total: counted?.total ?? 0 };
  }
  const statusIs = (status: ChangeRequestStatus | 'ALL') => (status === 'ALL' ? undefined : eq(c.status, status));

  return {
    async findById(id: number, tx: Executor = db): Promise<ChangeRequestRow | undefined> {
      const [row] = await selectRequests(tx).where(eq(c.id, id));
      return row;
    },

    list: (status: ChangeRequestStatus | 'ALL', pageNo: number, size: number) => page(statusIs(status), pageNo, size),

    mine: (userId: number, status: ChangeRequestStatus | 'ALL', pageNo: number, size: number) =>
      page(and(eq(c.createdBy, userId), statusIs(status)), pageNo, size),

    /** Stores a proposal: PENDING, or APPROVED at once when `review` says who applied it. */
    async insert(values: NewChangeRequest, tx: Executor = db): Promise<number> {
      return firstRow(await insertMany([values], tx));
    },

    insertMany,

    /**
     * Decides a request only if it is still PENDING: the row lock of this UPDATE makes a second
     * reviewer wait, then find it decided (no row back), so exactly one decision wins.
     */
    async decide(
      id: number,
      decision: { status: 'APPROVED' | 'REJECTED'; reviewedBy: number; at: Date; reason?: string },
      tx: Executor = db,
    ) {
      const [row] = await tx
        .update(changeRequests)
        .set({ status: decision.status, reviewedBy: decision.reviewedBy, reviewedAt: decision.at, reason: decision.reason ?? null })
        .where(and(eq(changeRequests.id, id), eq(changeRequests.status, 'PENDING')))
        .returning({
          entityType: changeRequests.entityType,
          action: changeRequests.action,
          entityId: changeRequests.entityId,
          payload: changeRequests.payload,
          createdBy: changeRequests.createdBy,
        });
      return row;
    },

    /** The change requests a spreadsheet import proposed (ADR 065), by the file's line, with their status. */
    ofImport: (importId: string, tx: Executor = db) =>
      tx
        .select({ id: changeRequests.id, status: changeRequests.status, line: importProposals.line })
        .from(importProposals)
        .innerJoin(changeRequests, eq(changeRequests.id, importProposals.changeRequestId))
        .where(eq(importProposals.importId, importId))
        .orderBy(importProposals.line),

    async setEntityId(id: number, entityId: number, tx: Executor = db): Promise<void> {
      await tx.update(changeRequests).set({ entityId }).where(eq(changeRequests.id, id));
    },

    /** The reference names an imported request proposed with it (issue 50, point 2); null for none. */
    async newNamesOf(id: number, tx: Executor = db): Promise<ImportNewNames | null> {
      const [row] = await tx
        .select({ newNames: importProposals.newNames })
        .from(importProposals)
        .where(eq(importProposals.changeRequestId, id));
      return row?.newNames ?? null;
    },

    /** The payload an approval applied, its proposed names made: what the request stands for from then on. */
    async setPayload(id: number, payload: unknown, tx: Executor = db): Promise<void> {
      await tx.update(changeRequests).set({ payload }).where(eq(changeRequests.id, id));
    },

    async exists(id: number, tx: Executor = db): Promise<boolean> {
      const rows = await tx.select({ id: changeRequests.id }).from(changeRequests).where(eq(changeRequests.id, id));
      return rows.length > 0;
    },
  };
}
export type ChangeRequestsRepository = ReturnType<typeof createChangeRequestsRepository>;

import type { RevisionAction, RevisionEntity } from '@museum/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { details, manufacturers, products, revisions, stamps, users } from '../../db/schema';

export interface NewRevision {
  entityType: RevisionEntity;
  entityId: number;
  action: RevisionAction;
  before: unknown;
  after: unknown;
  userId: number | null;
  at: Date;
  changeRequestId?: number | null;
}

/** The entities whose history the item pages show, by the table that holds them. */
const TABLES = { PRODUCT: products, DETAIL: details, MANUFACTURER: manufacturers, STAMP: stamps };
export type ItemEntity = keyof typeof TABLES;

const COLUMNS = {
  id: revisions.id,
  entityType: revisions.entityType,
  entityId: revisions.entityId,
  action: revisions.action,
  before: revisions.before,
  after: revisions.after,
  username: users.username,
  at: revisions.at,
  changeRequestId: revisions.changeRequestId,
};

export function createHistoryRepository(db: Executor) {
  const ofEntity = (entityType: RevisionEntity, entityId: number) =>
    and(eq(revisions.entityType, entityType), eq(revisions.entityId, entityId));
  const newestFirst = (entityType: RevisionEntity, entityId: number) =>
    db
      .select(COLUMNS)
      .from(revisions)
      .leftJoin(users, eq(users.id, revisions.userId))
      .where(ofEntity(entityType, entityId))
      .orderBy(desc(revisions.id));

  async function recordMany(written: readonly NewRevision[], tx: Executor = db): Promise<void> {
    if (written.length === 0) return;
    await tx.insert(revisions).values(
      written.map((revision) => ({
        ...revision,
        before: revision.before ?? null,
        after: revision.after ?? null,
        changeRequestId: revision.changeRequestId ?? null,
      })),
    );
  }

  return {
    /** Records a write; pass the transaction of the write itself so both land or neither. */
    record: (revision: NewRevision, tx: Executor = db): Promise<void> => recordMany([revision], tx),

    /** Records several writes in one statement, in order. */
    recordMany,

    /** Every revision of an entity, newest first. */
    listFor: (entityType: RevisionEntity, entityId: number) => newestFirst(entityType, entityId),

    /** One page of an entity's revisions, newest first (the `revisions_entity_idx` index), and how many it has. */
    async pageFor(entityType: RevisionEntity, entityId: number, page: number, size: number) {
      const rows = await newestFirst(entityType, entityId)
        .limit(size)
        .offset(page * size);
      const [total] = await db.select({ n: count() }).from(revisions).where(ofEntity(entityType, entityId));
      return { rows, total: total?.n ?? 0 };
    },

    /** Whether the product, detail or manufacturer is there now (an item of the demo catalogue has no revisions). */
    async exists(entityType: ItemEntity, entityId: number): Promise<boolean> {
      const table = TABLES[entityType];
      const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, entityId)).limit(1);
      return row !== undefined;
    },

    /** The action of the newest revision (DELETE: the entity is gone), or undefined without history. */
    async newestAction(entityType: RevisionEntity, entityId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ action: revisions.action })
        .from(revisions)
        .where(ofEntity(entityType, entityId))
        .orderBy(desc(revisions.id))
        .limit(1);
      return row?.action;
    },
  };
}
export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
export type RevisionRow = Awaited<ReturnType<HistoryRepository['listFor']>>[number];

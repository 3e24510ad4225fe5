import type { RevisionAction, RevisionEntity } from '@museum/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { revisions, users } from '../../db/schema';

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

export function createHistoryRepository(db: Db) {
  return {
    /** Records a write; pass the transaction of the write itself so both land or neither. */
    async record(revision: NewRevision, tx: Db = db): Promise<void> {
      await tx.insert(revisions).values({
        ...revision,
        before: revision.before ?? null,
        after: revision.after ?? null,
        changeRequestId: revision.changeRequestId ?? null,
      });
    },

    async listFor(entityType: RevisionEntity, entityId: number) {
      return db
        .select({
          id: revisions.id,
          entityType: revisions.entityType,
          entityId: revisions.entityId,
          action: revisions.action,
          before: revisions.before,
          after: revisions.after,
          username: users.username,
          at: revisions.at,
          changeRequestId: revisions.changeRequestId,
        })
        .from(revisions)
        .leftJoin(users, eq(users.id, revisions.userId))
        .where(and(eq(revisions.entityType, entityType), eq(revisions.entityId, entityId)))
        .orderBy(desc(revisions.id));
    },
  };
}
export type HistoryRepository = ReturnType<typeof createHistoryRepository>;

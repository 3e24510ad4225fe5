import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';

export type ChangeRequestStatus = 'PENDING' | 'APPROVED' | 'REJECTED';
export type ChangeRequestEntity = 'PRODUCT' | 'DETAIL' | 'MANUFACTURER';
export type ChangeRequestAction = 'CREATE' | 'UPDATE' | 'DELETE' | 'COMMENT';

export interface ChangeRequestRow {
  id: number;
  status: ChangeRequestStatus;
  entityType: ChangeRequestEntity;
  action: ChangeRequestAction;
  entityId: number | null;
  payload: unknown;
  createdById: number | null;
  createdBy: string | null;
  createdAt: Date;
  reviewedBy: string | null;
  reviewedAt: Date | null;
  reason: string | null;
}

const SELECT = sql`select c.id, c.status, c.entity_type as "entityType", c.action, c.entity_id as "entityId", c.payload,
  c.created_by as "createdById", u.username as "createdBy", c.created_at as "createdAt", r.username as "reviewedBy",
  c.reviewed_at as "reviewedAt", c.reason
  from change_requests c left join users u on u.id = c.created_by left join users r on r.id = c.reviewed_by`;

export function createChangeRequestsRepository(db: Executor) {
  async function page(where: SQL, page: number, size: number): Promise<{ rows: ChangeRequestRow[]; total: number }> {
    const rows = await queryRows<ChangeRequestRow>(
      db,
      sql`${SELECT} where ${where} order by c.id desc limit ${size} offset ${page * size}`,
    );
    const [count] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from change_requests c where ${where}`);
    return { rows, total: count?.total ?? 0 };
  }
  const statusIs = (status: ChangeRequestStatus | 'ALL') => (status === 'ALL' ? sql`true` : sql`c.status = ${status}`);

  return {
    async findById(id: number, tx: Executor = db): Promise<ChangeRequestRow | undefined> {
      const [row] = await queryRows<ChangeRequestRow>(tx, sql`${SELECT} where c.id = ${id}`);
      return row;
    },

    list: (status: ChangeRequestStatus | 'ALL', pageNo: number, size: number) => page(statusIs(status), pageNo, size),

    mine: (userId: number, status: ChangeRequestStatus | 'ALL', pageNo: number, size: number) =>
      page(sql`c.created_by = ${userId} and ${statusIs(status)}`, pageNo, size),

    /** Stores a proposal: PENDING, or APPROVED at once when `review` says who applied it. */
    async insert(
      values: {
        entityType: ChangeRequestEntity;
        action: ChangeRequestAction;
        entityId: number | null;
        payload: unknown;
        createdBy: number;
        at: Date;
        review?: { status: 'APPROVED'; reviewedBy: number };
      },
      tx: Executor = db,
    ): Promise<number> {
      const { review } = values;
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`insert into change_requests (status, entity_type, action, entity_id, payload, created_by, created_at, reviewed_by, reviewed_at)
            values (${review?.status ?? 'PENDING'}, ${values.entityType}, ${values.action}, ${values.entityId},
                    ${JSON.stringify(values.payload)}::jsonb, ${values.createdBy}, ${values.at},
                    ${review?.reviewedBy ?? null}, ${review ? values.at : null})
            returning id`,
      );
      return (row as { id: number }).id;
    },

    /**
     * Decides a request only if it is still PENDING: the row lock of this UPDATE makes a second
     * reviewer wait, then find it decided (no row back), so exactly one decision wins.
     */
    async decide(
      id: number,
      decision: { status: 'APPROVED' | 'REJECTED'; reviewedBy: number; at: Date; reason?: string },
      tx: Executor = db,
    ): Promise<
      | {
          entityType: ChangeRequestEntity;
          action: ChangeRequestAction;
          entityId: number | null;
          payload: unknown;
          createdBy: number | null;
        }
      | undefined
    > {
      const [row] = await queryRows<{
        entityType: ChangeRequestEntity;
        action: ChangeRequestAction;
        entityId: number | null;
        payload: unknown;
        createdBy: number | null;
      }>(
        tx,
        sql`update change_requests set status = ${decision.status}, reviewed_by = ${decision.reviewedBy}, reviewed_at = ${decision.at},
              reason = ${decision.reason ?? null}
            where id = ${id} and status = 'PENDING'
            returning entity_type as "entityType", action, entity_id as "entityId", payload, created_by as "createdBy"`,
      );
      return row;
    },

    async setEntityId(id: number, entityId: number, tx: Executor = db): Promise<void> {
      await tx.execute(sql`update change_requests set entity_id = ${entityId} where id = ${id}`);
    },

    async exists(id: number, tx: Executor = db): Promise<boolean> {
      return (await queryRows(tx, sql`select 1 from change_requests where id = ${id}`)).length > 0;
    },
  };
}
export type ChangeRequestsRepository = ReturnType<typeof createChangeRequestsRepository>;

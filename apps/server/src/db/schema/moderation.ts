import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const changeRequests = pgTable(
  'change_requests',
  {
    id: serial('id').primaryKey(),
    status: text('status', { enum: ['PENDING', 'APPROVED', 'REJECTED'] })
      .notNull()
      .default('PENDING'),
    entityType: text('entity_type', { enum: ['PRODUCT', 'DETAIL', 'MANUFACTURER', 'STAMP'] }).notNull(),
    action: text('action', { enum: ['CREATE', 'UPDATE', 'DELETE', 'COMMENT'] }).notNull(),
    entityId: integer('entity_id'),
    payload: jsonb('payload').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reason: text('reason'),
  },
  (t) => [
    index('change_requests_status_idx').on(t.status, t.id),
    index('change_requests_created_by_idx').on(t.createdBy, t.id),
    check('change_requests_status_check', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
    check('change_requests_entity_type_check', sql`${t.entityType} in ('PRODUCT', 'DETAIL', 'MANUFACTURER', 'STAMP')`),
    check('change_requests_action_check', sql`${t.action} in ('CREATE', 'UPDATE', 'DELETE', 'COMMENT')`),
    // Manufacturers are changed by admins directly; users propose new ones (ADR 041) and report mistakes in them.
    check('change_requests_manufacturer_action_check', sql`${t.entityType} <> 'MANUFACTURER' or ${t.action} in ('CREATE', 'COMMENT')`),
    // Stamps are proposed new or changed, or a mistake reported; moderators delete them directly (ADR 061).
    check('change_requests_stamp_action_check', sql`${t.entityType} <> 'STAMP' or ${t.action} in ('CREATE', 'UPDATE', 'COMMENT')`),
  ],
);

/** One row per write of a catalogue entity: what it was before and after, who and when. */
export const revisions = pgTable(
  'revisions',
  {
    id: serial('id').primaryKey(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    changeRequestId: integer('change_request_id').references(() => changeRequests.id, { onDelete: 'set null' }),
  },
  (t) => [index('revisions_entity_idx').on(t.entityType, t.entityId, t.id)],
);

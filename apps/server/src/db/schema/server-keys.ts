import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Keys every server of one database shares (ADR 076), such as the one that signs OAI-PMH
 * resumption tokens: made by whichever server needs one first, so a token one server gave is
 * read by any other behind the same balancer, and after a restart.
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  /** Random bytes, base64url. */
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

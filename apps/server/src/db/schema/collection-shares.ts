import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { collectionItems } from './collection';
import { users } from './users';

/**
 * A record's dossier shared by link (issue 54, ADR 089): one per record, replaced by a new share.
 * Only the token's SHA-256 is kept, so a copy of the database opens no dossier; the private fields
 * the owner chose are fixed here when the link is made. Gone with the record and with the owner.
 */
export const collectionShares = pgTable(
  'collection_shares',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => collectionItems.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the link's token. */
    tokenHash: text('token_hash').notNull(),
    /** The private fields the dossier shows (`PrivateFieldKey`s). */
    fields: text('fields').array().notNull().default(sql`'{}'::text[]`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('collection_shares_token_idx').on(t.tokenHash),
    uniqueIndex('collection_shares_item_idx').on(t.itemId),
    index('collection_shares_owner_idx').on(t.ownerId),
  ],
);

import type { ImportDecisionDto, ImportNewNames, ImportResultDto, ImportStoredRow } from '@museum/contract';
import { index, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { changeRequests } from './moderation';
import { users } from './users';

/**
 * A previewed spreadsheet import (ADR 065): its owner, the valid rows' payloads as the preview
 * checked them, and when it lapses. Submitting stamps `submitted_at` in the transaction that
 * writes the rows, with the submit's answer, so a second submit answers the same and writes nothing.
 */
export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The valid rows: `{ line, write }` each, in the file's order. */
    rows: jsonb('rows').$type<ImportStoredRow[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The submit's answer, kept with it: a repeated submit answers it again (issue 50, point 6). */
    result: jsonb('result').$type<ImportResultDto>(),
    /** The moderators' batch decision on its proposals, answered again to a repeated approve or reject. */
    decision: jsonb('decision').$type<ImportDecisionDto>(),
  },
  (t) => [index('imports_expires_at_idx').on(t.expiresAt)],
);

/** Which change requests an import proposed: the moderation queue's batch view. */
export const importProposals = pgTable(
  'import_proposals',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    changeRequestId: integer('change_request_id')
      .primaryKey()
      .references(() => changeRequests.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    /**
     * The makers, part types, subtypes and stamps the row names that the catalogue lacked: proposed
     * with it, made when it is approved (issue 50, point 2); null for none.
     */
    newNames: jsonb('new_names').$type<ImportNewNames>(),
  },
  (t) => [index('import_proposals_import_idx').on(t.importId)],
);

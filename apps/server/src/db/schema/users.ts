import { LOCALES } from '@museum/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A username's look-alike skeleton: lower case with Cyrillic letters that look like Latin
 * ones folded to them, so `рор` (Cyrillic) and `pop` (Latin) can't both be registered.
 */
export const usernameSkeleton = (column: AnyPgColumn | SQL | string) =>
  sql`translate(lower(${column}), 'авеёкмнорстухіїјѕ', 'abeekmhopctyxiijs')`;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    role: text('role', { enum: ['USER', 'MODERATOR', 'ADMIN'] })
      .notNull()
      .default('USER'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The TOTP secret (base32) once the second factor is on; needed in clear to check codes. */
    totpSecret: text('totp_secret'),
    /** A secret offered by setup and not yet confirmed with a code. */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last 30-second step whose code was accepted, so a code can't be replayed. */
    totpLastStep: integer('totp_last_step'),
    /**
     * The language the account's mails are written in (one of the contract's `LOCALES`): chosen at
     * sign-up, changed in the profile. The contract's `Language` checks it on the way in; the column
     * has no list of its own, so a new language needs no migration (ADR 081).
     */
    language: text('language', { enum: LOCALES }).notNull().default('ru'),
    /** Whether a catalogue item found for a number of the want list is mailed (issue 54, ADR 091); turned off in the profile. */
    wantedMail: boolean('wanted_mail').notNull().default(true),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_skeleton_idx').on(usernameSkeleton(t.username)),
    check('users_role_check', sql`${t.role} in ('USER', 'MODERATOR', 'ADMIN')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The browser's User-Agent at sign-in, cut short; shown in the session list. */
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['CONFIRM', 'RESET'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId), check('email_tokens_purpose_check', sql`${t.purpose} in ('CONFIRM', 'RESET')`)],
);

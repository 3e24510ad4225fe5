import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mail';
import type { UsersRepository } from '../users/users.repository';
import type { EmailTokensRepository } from './email-tokens.repository';
import type { LoginThrottle } from './login-throttle';
import type { SessionsRepository } from './sessions.repository';

/** What the account services share. */
export interface AuthDeps {
  db: Db;
  users: UsersRepository;
  sessions: SessionsRepository;
  emailTokens: EmailTokensRepository;
  throttle: LoginThrottle;
  mailer: Mailer;
  clock: Clock;
  /** The site's address for links in e-mails, never the request's Host. */
  publicUrl: string;
}

const HOUR = 3_600_000;

export const SESSION_TTL_MS = 30 * 24 * HOUR;
export const CONFIRMATION_TTL_MS = 48 * HOUR;
export const RESET_TTL_MS = HOUR;

/** The per-account key of the failed-login counter; unknown names get one too, so both behave alike. */
export const accountKey = (user: { id: number } | undefined, login: string) => (user ? `user:${user.id}` : `name:${login.toLowerCase()}`);

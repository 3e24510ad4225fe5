import type { SessionPolicy } from '../../config';
import type { Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mail';
import type { SecurityLog } from '../../lib/security-log';
import type { UsersRepository } from '../users/users.repository';
import type { DevicesRepository } from './devices.repository';
import type { EmailTokensRepository } from './email-tokens.repository';
import type { LoginThrottle } from './login-throttle';
import type { SessionsRepository } from './sessions.repository';
import type { TotpRepository } from './totp.repository';

/** What the account services share. */
export interface AuthDeps {
  db: Executor;
  users: UsersRepository;
  sessions: SessionsRepository;
  emailTokens: EmailTokensRepository;
  devices: DevicesRepository;
  totp: TotpRepository;
  throttle: LoginThrottle;
  mailer: Mailer;
  clock: Clock;
  securityLog: SecurityLog;
  sessionPolicy: SessionPolicy;
  /** The site's address for links in e-mails, never the request's Host. */
  publicUrl: string;
}

const HOUR = 3_600_000;

export const CONFIRMATION_TTL_MS = 48 * HOUR;
export const RESET_TTL_MS = HOUR;
/** A browser that signed in is remembered this long (its device cookie lives as long). */
export const DEVICE_TTL_MS = 365 * 24 * HOUR;
/** Time to type the second factor's code after the password. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

/** The per-account key of the login counter; unknown names get one too, so both behave alike. */
export const accountKey = (user: { id: number } | undefined, login: string) => (user ? `user:${user.id}` : `name:${login.toLowerCase()}`);

/** Who is signing in, from where. */
export interface ClientContext {
  ip: string;
  userAgent: string | null;
  /** The device cookie the browser sent, if any. */
  deviceToken: string | undefined;
}

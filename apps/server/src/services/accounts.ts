import type { Config } from '../config';
import type { Executor } from '../db/client';
import type { Clock } from '../lib/clock';
import type { Mailer } from '../lib/mail';
import type { SecurityLog } from '../lib/security-log';
import { createAccountService } from '../modules/auth/account.service';
import { createAuthService } from '../modules/auth/auth.service';
import { createLoginThrottle } from '../modules/auth/login-throttle';
import { createUsersService } from '../modules/users/users.service';
import type { Repositories } from './repositories';

/** What every account service works with: the database, the mail, the clock and the security log. */
export interface AccountDeps {
  db: Executor;
  repositories: Repositories;
  mailer: Mailer;
  clock: Clock;
  securityLog: SecurityLog;
}

/** The administration of users (the server's admin pages and the admin CLI's account commands). */
export function createUsers({ db, repositories, mailer, clock, securityLog }: AccountDeps) {
  return createUsersService({
    db,
    users: repositories.users,
    sessions: repositories.sessions,
    totp: repositories.totp,
    mailer,
    clock,
    securityLog,
  });
}

/** Sign-in, registration and each account's own controls, and the administration of users. */
export function createAccountServices(deps: AccountDeps & { config: Config; eraseAccountFiles: (userId: number) => Promise<void> }) {
  const { db, repositories, mailer, clock, securityLog, config } = deps;
  const throttle = createLoginThrottle({
    counters: repositories.rateCounters,
    clock,
    limits: { perAccount: config.rateLimits.loginPerAccount, perIp: config.rateLimits.loginPerIp },
  });
  const authDeps = {
    db,
    ...repositories,
    throttle,
    mailer,
    clock,
    securityLog,
    sessionPolicy: config.sessions,
    publicUrl: config.publicUrl,
  };
  return {
    auth: createAuthService(authDeps),
    account: createAccountService({ ...authDeps, eraseAccountFiles: deps.eraseAccountFiles }),
    users: createUsers(deps),
  };
}

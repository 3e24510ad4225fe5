/** What a security event is about: the account (when known) and where the request came from. */
export interface SecurityFields {
  userId?: number;
  username?: string;
  ip?: string;
  [more: string]: unknown;
}

/**
 * Every security event and whether it is a failure (`warn`, worth an alert) or a success
 * (`info`, the trail an operator reads back after an incident). Fields besides the account's:
 * - `login_succeeded`: `method` ('password', 'totp' or 'recovery_code');
 * - `session_ended`: `sessionId`, `by` ('logout' or 'user': ended from the sessions list);
 * - `password_reset`: set from an e-mailed link, every session of the account ended;
 * - `second_factor_reset`: an administrator took another account's factor off, with the
 *   administrator as `byUserId`/`byUsername`/`ip`, or `by: 'cli'` (as `role_changed`);
 * - `recovery_codes_replaced`: new recovery codes made after re-authentication;
 * - `role_changed`: `from`, `to` and the administrator;
 * - `account_deleted`: the owner deleted their account after re-authentication (issue 54).
 */
const SEVERITY = {
  login_failed: 'warn',
  login_locked: 'warn',
  second_factor_failed: 'warn',
  access_denied: 'warn',
  recovery_code_used: 'warn',
  login_succeeded: 'info',
  session_ended: 'info',
  password_reset: 'info',
  password_changed: 'info',
  second_factor_enabled: 'info',
  second_factor_disabled: 'info',
  second_factor_reset: 'info',
  recovery_codes_replaced: 'info',
  role_changed: 'info',
  account_disabled: 'info',
  account_enabled: 'info',
  account_deleted: 'info',
} as const satisfies Record<string, 'info' | 'warn'>;

export type SecurityEventName = keyof typeof SEVERITY;

export interface SecurityLog {
  event(name: SecurityEventName, fields: SecurityFields): void;
}

/** The part of a pino logger the security log writes to. */
interface SecurityLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * Security events as structured log lines (`security: true`, `event`, `outcome`, the account's
 * id and name), so an operator can filter and alert on them; never passwords, codes or tokens.
 */
export function createSecurityLog(logger: SecurityLogger | undefined): SecurityLog {
  return {
    event(name, fields) {
      const level = SEVERITY[name];
      logger?.[level]({ security: true, event: name, outcome: level === 'warn' ? 'failure' : 'success', ...fields }, `security: ${name}`);
    },
  };
}

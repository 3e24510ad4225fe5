/** What a security event is about: the account (when known) and where the request came from. */
export interface SecurityFields {
  userId?: number;
  username?: string;
  ip?: string;
  [more: string]: unknown;
}

export type SecurityEventName =
  | 'login_failed'
  | 'login_locked'
  | 'second_factor_failed'
  | 'recovery_code_used'
  | 'access_denied'
  | 'role_changed'
  | 'account_disabled'
  | 'account_enabled'
  | 'password_changed'
  | 'second_factor_enabled'
  | 'second_factor_disabled'
  | 'second_factor_reset'
  | 'recovery_codes_replaced';

export interface SecurityLog {
  event(name: SecurityEventName, fields: SecurityFields): void;
}

/** The part of a pino logger the security log writes to. */
interface WarnLogger {
  warn(details: object, message: string): void;
}

/**
 * Security events as structured log lines (`security: true`, `event`, the account's id and
 * name), so an operator can filter and alert on them; never passwords, codes or tokens.
 */
export function createSecurityLog(logger: WarnLogger | undefined): SecurityLog {
  return {
    event(name, fields) {
      logger?.warn({ security: true, event: name, ...fields }, `security: ${name}`);
    },
  };
}

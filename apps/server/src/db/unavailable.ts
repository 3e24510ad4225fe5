/**
 * Errors that say "the database is not there right now" (refused, cut, frozen, closed), as
 * opposed to "this statement is wrong": the first is a 503 the client may retry, the second a bug.
 */

/** Socket-level codes node-postgres passes through when the server can't be reached. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_FAIL',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTCONN',
]);

/**
 * Any failure of these calls means the server could not be reached, whatever its code: over a
 * Unix socket (Debian's default, `host=<socket folder>`) a stopped server's socket file is gone
 * (ENOENT), its folder may be unreadable (EACCES) or not a folder (ENOTDIR), and a full listen
 * backlog answers EAGAIN. These codes alone also mean file-system trouble, so only the call
 * tells the two apart.
 */
const CONNECT_CALLS = new Set(['connect', 'getaddrinfo']);

/**
 * SQLSTATEs of the same kind: class 08 (connection exception), 57P01-57P03 (admin or crash
 * shutdown, cannot connect now: a restart or failover), 57014 (statement timeout), 53300 (too
 * many connections), 25006 (a hot standby after a failover refusing writes).
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '57014', '53300', '25006']);

/**
 * Messages node-postgres, pg-pool and PGlite throw without a code, then PostgreSQL's own for
 * the SQLSTATEs above, for when the code is lost on the way (an error re-thrown as a plain one).
 */
const MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /is not queryable/,
  /^Cannot use a pool after calling end/,
  /^PGlite is closed/,
  /^the database system is (shutting down|starting up|in recovery mode|not yet accepting connections)/,
  /^terminating connection due to administrator command/,
  /^sorry, too many clients already/,
  /remaining connection slots are reserved/,
  /^canceling statement due to (statement timeout|user request)/,
];

function looksUnavailable(error: { code?: unknown; message?: unknown; syscall?: unknown }): boolean {
  const { code, message, syscall } = error;
  if (typeof syscall === 'string' && CONNECT_CALLS.has(syscall)) return true;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08'))) return true;
  return typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message));
}

/** True when the error, or anything in its `cause` chain (Drizzle wraps driver errors), means the database is away. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if (looksUnavailable(current as { code?: unknown; message?: unknown; syscall?: unknown })) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

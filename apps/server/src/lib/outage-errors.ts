import { isDatabaseUnavailable } from '../db/unavailable';
import type { Text } from '../texts';
import { StorageUnavailable } from './storage';

/** A problem answer for an outage: status, code, detail and the seconds to retry after. */
export type OutageProblem = { status: number; code: string; detail: Text; retryAfterSeconds: number };

export const DB_UNAVAILABLE: OutageProblem = {
  status: 503,
  code: 'DB_UNAVAILABLE',
  detail: (t) => t.dbUnavailable,
  retryAfterSeconds: 5,
};

/** No space or quota left: 507, and nothing the client can fix by sending again soon. */
export const STORAGE_FULL: OutageProblem = {
  status: 507,
  code: 'INSUFFICIENT_STORAGE',
  detail: (t) => t.storageFull,
  retryAfterSeconds: 600,
};

/**
 * The uploads folder refuses writes (read-only mount, wrong owner): 503, since the server, not
 * the request, is at fault, and an operator's fix makes the same request succeed (ADR 012).
 */
export const STORAGE_READ_ONLY: OutageProblem = {
  status: 503,
  code: 'STORAGE_UNAVAILABLE',
  detail: (t) => t.storageReadOnly,
  retryAfterSeconds: 60,
};

/** The object store does not answer or refuses our credentials: 503, and a retry soon may succeed. */
export const STORAGE_UNAVAILABLE: OutageProblem = {
  status: 503,
  code: 'STORAGE_UNAVAILABLE',
  detail: (t) => t.storageUnavailable,
  retryAfterSeconds: 5,
};

function isStorageUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if (current instanceof StorageUnavailable) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function errnoCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Which outage an error means, if any: the database away, the disk full or read-only, the object store away. */
export function outageProblem(error: unknown): OutageProblem | undefined {
  if (isStorageUnavailable(error)) return STORAGE_UNAVAILABLE;
  // Before the file-system codes: a database socket that refuses a connect (EACCES on its
  // folder) is the database away, not the uploads folder read-only.
  if (isDatabaseUnavailable(error)) return DB_UNAVAILABLE;
  const code = errnoCode(error);
  if (code === 'ENOSPC' || code === 'EDQUOT') return STORAGE_FULL;
  if (code === 'EROFS' || code === 'EACCES' || code === 'EPERM') return STORAGE_READ_ONLY;
  return undefined;
}

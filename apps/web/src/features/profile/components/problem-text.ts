import { ApiError } from '../../../lib/api-client';

/** The server's own Russian text (it explains wrong passwords, weak ones, limits), else `fallback`. */
export function problemText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status < 500 && error.detail) {
    const fields = error.errors.map((item) => item.message).filter((message) => message && message !== error.detail);
    return [error.detail, ...new Set(fields)].join(' ');
  }
  return fallback;
}

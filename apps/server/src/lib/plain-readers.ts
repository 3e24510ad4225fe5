import { LRUCache } from 'lru-cache';

/** At most this many tokens are remembered; the least recently seen go first. */
const MAX_TOKENS = 10_000;

/**
 * The session tokens (hashed) of plain readers seen lately: signed-in callers who see only the
 * public catalogue (ADR 067). For `ttlMs` after a session lookup said so, their reads of the
 * public catalogue need none: the answer is the anonymous one whatever the session's state now,
 * so a session ended or an upload made meanwhile on another server can only show them the public
 * catalogue a moment longer, never anything of anyone's. `ttlMs` 0 remembers nothing.
 */
export function createPlainReaders(ttlMs: number) {
  const seen = ttlMs > 0 ? new LRUCache<string, true>({ max: MAX_TOKENS, ttl: ttlMs }) : null;
  return {
    knows: (tokenHash: string): boolean => seen?.get(tokenHash) === true,
    remember: (tokenHash: string): void => {
      seen?.set(tokenHash, true);
    },
    /** After any other request of theirs (an upload, a region, a logout): the next read asks again. */
    forget: (tokenHash: string): void => {
      seen?.delete(tokenHash);
    },
  };
}

/** Page data kept in sessionStorage per key, shown first while fresh data replaces it (docs/spec/part-2-browse-edit-moderation.md, section 4). */
const PREFIX = 'cache:';

export function readCache<T>(key: string): T | undefined {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    // Corrupt entries are ignored: the network answer replaces them.
    return undefined;
  }
}

export function writeCache(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // A full storage only loses the cache, never the page.
  }
}

/**
 * Drops every entry whose query key starts with `prefix` (keys are stored as JSON arrays, so
 * `['photo', 7]` drops `["photo",7]` and `["photo",7,"edit"]`, never `["photo",70]`).
 */
export function dropCache(prefix: readonly unknown[]): void {
  const head = PREFIX + JSON.stringify(prefix).slice(0, -1);
  try {
    for (let i = sessionStorage.length - 1; i >= 0; i--) {
      const key = sessionStorage.key(i);
      if (key === null || !key.startsWith(head)) continue;
      const next = key.charAt(head.length);
      if (next === ']' || next === ',' || prefix.length === 0) sessionStorage.removeItem(key);
    }
  } catch {
    // Without storage there is nothing to drop.
  }
}

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

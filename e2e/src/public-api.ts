import { inject } from 'vitest';

/** A GET of the test server's API as an anonymous visitor; fails with the path and status unless it succeeds. */
export async function readApi<T>(path: string): Promise<T> {
  const response = await fetch(new URL(path, inject('baseUrl')));
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The read calls of the year tools are anonymous GETs; this is their whole fetch wrapper
 * until the shared api-client of lib/ lands: a non-2xx answer becomes an error.
 */
export async function getJson<T>(path: string, params: Record<string, string | number>, signal?: AbortSignal): Promise<T> {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
  const response = await fetch(`${path}?${query}`, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** The paged answer of the catalogue (API.md, Conventions). */
export interface PageDto<T> {
  content?: T[];
  totalElements?: number;
  totalPages?: number;
}

import type { DetailDto } from '@museum/contract';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useCachedQuery } from '../../../lib/use-cached-query';

export type Detail = DetailDto;

export function getDetail(id: number, signal?: AbortSignal): Promise<Detail> {
  return apiFetch<Detail>(`/api/archive/details/${id}`, { signal });
}

/** Cached per id in sessionStorage and shown first (docs/spec/part-2-browse-edit-moderation.md, section 4). */
export function useDetail(id: number) {
  return useCachedQuery(queryKeys.details.item(id), (signal) => getDetail(id, signal), id > 0);
}

import type { RevisionDto } from '@museum/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The entities whose history the API serves, by their path segment. */
export type HistoryEntity = 'products' | 'details' | 'manufacturers';

export const historyKey = (entity: HistoryEntity, id: number) => ['history', entity, id] as const;

/** `GET /api/archive/{entity}/{id}/history`: the revisions, newest first. */
export function getHistory(entity: HistoryEntity, id: number, signal?: AbortSignal): Promise<RevisionDto[]> {
  return apiFetch<RevisionDto[]>(`/api/archive/${entity}/${id}/history`, { signal });
}

/** The history of one item, loaded only once the reader opens it. */
export function useHistory(entity: HistoryEntity, id: number, enabled: boolean) {
  return useQuery({
    queryKey: historyKey(entity, id),
    queryFn: ({ signal }) => getHistory(entity, id, signal),
    enabled: enabled && id > 0,
  });
}

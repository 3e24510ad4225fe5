import { API, type PhotoDto } from '@museum/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useCachedQuery } from '../../../lib/use-cached-query';

export type Photo = PhotoDto;

export function getPhoto(id: number, signal?: AbortSignal): Promise<Photo> {
  return apiCall(API.photos.get, { params: { id }, signal });
}

/** The photo page: the last answer is kept per id in sessionStorage and shown first. */
export function usePhoto(id: number) {
  return useCachedQuery(queryKeys.photos.item(id), (signal) => getPhoto(id, signal), id > 0);
}

/** The lightbox info card: loaded per photo, quietly. */
export function usePhotoInfo(id: number | null) {
  return useQuery({
    queryKey: queryKeys.photos.item(id ?? 0),
    queryFn: ({ signal }) => getPhoto(id ?? 0, signal),
    enabled: id !== null,
    meta: { silent: true },
  });
}

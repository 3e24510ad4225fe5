import { API, type PhotoUploadLimitsDto } from '@museum/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/archive/photos/upload-limits`: what an upload may be, so a file is refused before it is sent. */
export function getUploadLimits(signal?: AbortSignal): Promise<PhotoUploadLimitsDto> {
  return apiCall(API.photos.uploadLimits, { signal });
}

/** Fixed while the server runs; without them the server still refuses what it must. */
export function useUploadLimits() {
  return useQuery({
    queryKey: queryKeys.photos.uploadLimits,
    queryFn: ({ signal }) => getUploadLimits(signal),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
}

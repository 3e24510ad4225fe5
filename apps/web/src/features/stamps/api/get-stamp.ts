import { API, type StampPageDto } from '@museum/contract';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useCachedQuery } from '../../../lib/use-cached-query';

export type Stamp = StampPageDto;

export function getStamp(id: number, signal?: AbortSignal): Promise<Stamp> {
  return apiCall(API.reference.stamp, { params: { id }, signal });
}

/** A stamp's page: meaning, images, the years and makers it was seen with. */
export function useStamp(id: number) {
  return useCachedQuery(queryKeys.stamps.item(id), (signal) => getStamp(id, signal), id > 0);
}

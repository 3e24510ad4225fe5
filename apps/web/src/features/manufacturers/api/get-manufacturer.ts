import { API, type ManufacturerDto } from '@museum/contract';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useCachedQuery } from '../../../lib/use-cached-query';

export type Manufacturer = ManufacturerDto;

export function getManufacturer(id: number, signal?: AbortSignal): Promise<Manufacturer> {
  return apiCall(API.reference.manufacturer, { params: { id }, signal });
}

export function useManufacturer(id: number) {
  return useCachedQuery(queryKeys.manufacturers.item(id), (signal) => getManufacturer(id, signal), id > 0);
}

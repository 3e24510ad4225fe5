import { API, type ManufacturerDto } from '@museum/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../api-client';
import { queryKeys } from '../query-keys';

export type Manufacturer = ManufacturerDto;

export function getManufacturers(): Promise<Manufacturer[]> {
  return apiCall(API.reference.manufacturers);
}

export const manufacturersQueryOptions = () => queryOptions({ queryKey: queryKeys.manufacturers.list, queryFn: getManufacturers });

export function useManufacturers() {
  return useQuery(manufacturersQueryOptions());
}

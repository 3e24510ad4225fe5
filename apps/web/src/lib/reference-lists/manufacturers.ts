import type { ManufacturerDto } from '@museum/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { queryKeys } from '../query-keys';

export type Manufacturer = ManufacturerDto;

export function getManufacturers(): Promise<Manufacturer[]> {
  return apiFetch<Manufacturer[]>('/api/archive/manufacturers');
}

export const manufacturersQueryOptions = () => queryOptions({ queryKey: queryKeys.manufacturers.list, queryFn: getManufacturers });

export function useManufacturers() {
  return useQuery(manufacturersQueryOptions());
}

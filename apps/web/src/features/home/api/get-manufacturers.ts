import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type Manufacturer = {
  id: number;
  name: string;
  shortName: string | null;
  country: string | null;
  period: string | null;
  description: string | null;
  url: string | null;
};

export function getManufacturers(): Promise<Manufacturer[]> {
  return apiFetch<Manufacturer[]>('/api/archive/manufacturers');
}

export const manufacturersQueryOptions = () => queryOptions({ queryKey: ['manufacturers'], queryFn: getManufacturers });

export function useManufacturers() {
  return useQuery(manufacturersQueryOptions());
}

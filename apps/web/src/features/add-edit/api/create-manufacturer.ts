import type { ManufacturerDto, ManufacturerWriteInput } from '@museum/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type ManufacturerBody = Pick<ManufacturerWriteInput, 'name' | 'description' | 'url'>;

/** `POST /api/archive/manufacturers`: no moderation, as the spec says. */
export function createManufacturer(body: ManufacturerBody): Promise<ManufacturerDto> {
  return apiFetch<ManufacturerDto>('/api/archive/manufacturers', { method: 'POST', body });
}

export function useCreateManufacturer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createManufacturer,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.manufacturers.all }),
  });
}

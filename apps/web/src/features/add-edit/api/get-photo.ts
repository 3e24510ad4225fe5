import type { PhotoDto } from '@museum/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The photo handed over by the photo page (`/add?photo=ID`). */
export function usePhoto(id: number | null) {
  return useQuery({
    queryKey: ['photo', id],
    queryFn: () => apiFetch<PhotoDto>(`/api/archive/photos/${id}`),
    enabled: id !== null,
  });
}

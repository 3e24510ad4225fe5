import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The item an UPDATE request would change, to diff against (not found means none). */
export function useCurrentItem(entityType: 'PRODUCT' | 'DETAIL', id: number | null) {
  const path = entityType === 'PRODUCT' ? 'products' : 'details';
  return useQuery({
    queryKey: [entityType === 'PRODUCT' ? 'product' : 'detail', id, 'current'],
    queryFn: () => apiFetch<Record<string, unknown>>(`/api/archive/${path}/${id}`),
    enabled: id !== null,
    meta: { silent: true },
  });
}

/** A photo's thumbnail url by id (payloads carry only ids; moderators see unpublished photos). */
export function usePhotoThumb(id: number) {
  return useQuery({
    queryKey: ['photo', id],
    queryFn: () => apiFetch<{ id: number; url: string; thumbnailUrl: string }>(`/api/archive/photos/${id}`),
    meta: { silent: true },
  });
}

import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { getDetail } from '../../details';
import { getPhoto } from '../../photos';
import { getProduct } from '../../products';

/** The item an UPDATE request would change, to diff against (not found means none); the item page's cache entry. */
export function useCurrentItem(entityType: 'PRODUCT' | 'DETAIL', id: number | null) {
  const itemId = id ?? 0;
  return useQuery<Record<string, unknown>>({
    queryKey: entityType === 'PRODUCT' ? queryKeys.products.item(itemId) : queryKeys.details.item(itemId),
    queryFn: ({ signal }) => (entityType === 'PRODUCT' ? getProduct(itemId, signal) : getDetail(itemId, signal)),
    enabled: id !== null,
    meta: { silent: true },
  });
}

/** A photo's thumbnail url by id (payloads carry only ids; moderators see unpublished photos). */
export function usePhotoThumb(id: number) {
  return useQuery({ queryKey: queryKeys.photos.item(id), queryFn: ({ signal }) => getPhoto(id, signal), meta: { silent: true } });
}

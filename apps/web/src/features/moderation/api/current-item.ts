import { useQuery } from '@tanstack/react-query';
import { getItem, type ItemDto, type ItemKind, itemKey } from '../../../lib/catalogue-items';
import { queryKeys } from '../../../lib/query-keys';
import { getPhoto } from '../../photos';
import { getStamp } from '../../stamps';

/** The item an UPDATE request would change, to diff against (not found means none); the item page's cache entry. */
export function useCurrentItem(entityType: 'PRODUCT' | 'DETAIL', id: number | null) {
  const itemId = id ?? 0;
  const kind: ItemKind = entityType === 'PRODUCT' ? 'product' : 'detail';
  return useQuery<ItemDto[ItemKind]>({
    queryKey: itemKey(kind, itemId),
    queryFn: ({ signal }) => getItem(kind, itemId, signal),
    enabled: id !== null,
    meta: { silent: true },
  });
}

/** A photo's thumbnail url by id (payloads carry only ids; moderators see unpublished photos). */
export function usePhotoThumb(id: number) {
  return useQuery({ queryKey: queryKeys.photos.item(id), queryFn: ({ signal }) => getPhoto(id, signal), meta: { silent: true } });
}

/** The stamp an UPDATE request would change, to diff against; the stamp page's cache entry. */
export function useCurrentStamp(id: number) {
  return useQuery({ queryKey: queryKeys.stamps.item(id), queryFn: ({ signal }) => getStamp(id, signal), meta: { silent: true } });
}

import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { getPhoto } from '../../photos';

/** The photo handed over by the photo page (`/add?photo=ID`). */
export function usePhoto(id: number | null) {
  return useQuery({
    queryKey: queryKeys.photos.item(id ?? 0),
    queryFn: ({ signal }) => getPhoto(id ?? 0, signal),
    enabled: id !== null,
  });
}

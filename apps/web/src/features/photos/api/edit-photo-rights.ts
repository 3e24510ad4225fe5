import type { PhotoRightsWrite } from '@museum/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { Photo } from './get-photo';

/** `PATCH /api/archive/photos/{id}` (moderators): the photo's credit and licence; answers the photo. */
export function editPhotoRights(id: number, rights: PhotoRightsWrite): Promise<Photo> {
  return apiFetch<Photo>(`/api/archive/photos/${id}`, { method: 'PATCH', body: rights });
}

/** Saves the credit and licence and shows the answer at once on the photo page. */
export function useEditPhotoRights(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rights: PhotoRightsWrite) => editPhotoRights(id, rights),
    onSuccess: (photo) => client.setQueryData(queryKeys.photos.item(id), photo),
  });
}

import { API, type PhotoRightsWrite } from '@museum/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { Photo } from './get-photo';

/** `PATCH /api/archive/photos/{id}` (moderators): the photo's credit and licence; answers the photo. */
export function editPhotoRights(id: number, rights: PhotoRightsWrite): Promise<Photo> {
  return apiCall(API.photos.editRights, { params: { id }, body: rights });
}

/** Saves the credit and licence and shows the answer at once on the photo page. */
export function useEditPhotoRights(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rights: PhotoRightsWrite) => editPhotoRights(id, rights),
    onSuccess: (photo) => client.setQueryData(queryKeys.photos.item(id), photo),
  });
}

import { API, type CollectionPhotoDto } from '@museum/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall, endpointUrl } from '../../../lib/api-client';
import { SHOWN_IN_PAGE } from '../../../lib/query-client';
import { sendMultipart } from '../../../lib/upload-photo';
import { useRefreshCollection } from './items';

// A record's private photos (ADR 088): their files come from the API under the owner's session
// (the photo cookie carries it to <img>), and a change reads the record afresh.

/** `POST /api/collection/items/{id}/photos`: one file, the field `file`. */
export function uploadCollectionPhoto(itemId: number, file: File): Promise<CollectionPhotoDto> {
  const body = new FormData();
  body.append('file', file);
  const { uploadPhoto } = API.collection;
  return sendMultipart<CollectionPhotoDto>(uploadPhoto.method, endpointUrl(uploadPhoto, { params: { id: itemId } }), body);
}

/** Uploads photos to a record one after another (the server derives them one at a time anyway). */
export function useUploadCollectionPhotos(itemId: number) {
  const refresh = useRefreshCollection();
  return useMutation({
    mutationFn: async (files: readonly File[]) => {
      for (const file of files) await uploadCollectionPhoto(itemId, file);
    },
    onSettled: refresh,
    meta: SHOWN_IN_PAGE,
  });
}

/** `DELETE /api/collection/items/{id}/photos/{photoId}`. */
export function useRemoveCollectionPhoto(itemId: number) {
  const refresh = useRefreshCollection();
  return useMutation({
    mutationFn: (photoId: number) => apiCall(API.collection.removePhoto, { params: { id: itemId, photoId } }),
    onSuccess: refresh,
    meta: SHOWN_IN_PAGE,
  });
}

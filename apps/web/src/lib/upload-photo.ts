import { API, type PhotoDto, type PhotoRightsWrite } from '@museum/contract';
import { endpointUrl, NetworkError, requestHeaders, settleAnswer } from './api-client';
import { getSession } from './session';

export type UploadedPhoto = Pick<PhotoDto, 'id' | 'url' | 'thumbnailUrl'> & Partial<PhotoDto>;

/** Share of the file sent so far, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/**
 * `POST /api/archive/photos`: one multipart request with the field `file` and, when given, the
 * photo's `credit` and `licence` (empty ones are left out: unknown).
 * XMLHttpRequest, not fetch: only it reports upload progress in every browser. Headers and the
 * reading of the answer (problems, Retry-After, a 401 ending the session) are apiFetch's own.
 */
export function uploadPhoto(file: File, onProgress?: UploadProgress, rights: PhotoRightsWrite = {}): Promise<UploadedPhoto> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    if (rights.credit?.trim()) body.append('credit', rights.credit.trim());
    if (rights.licence) body.append('licence', rights.licence);
    body.append('file', file);
    const request = new XMLHttpRequest();
    request.open(API.photos.upload.method, endpointUrl(API.photos.upload, {}));
    const token = getSession()?.token;
    for (const [name, value] of Object.entries(requestHeaders(token))) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      try {
        const photo = settleAnswer<UploadedPhoto>(
          { status: request.status, text: request.responseText, header: (name) => request.getResponseHeader(name) },
          token,
        );
        onProgress?.(1);
        resolve(photo);
      } catch (error) {
        reject(error);
      }
    });
    request.addEventListener('error', () => reject(new NetworkError()));
    request.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    request.send(body);
  });
}

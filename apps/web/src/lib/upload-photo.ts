import type { PhotoDto } from '@museum/contract';
import { requestHeaders, settleAnswer } from './api-client';
import { getSession } from './session';

export type UploadedPhoto = Pick<PhotoDto, 'id' | 'url' | 'thumbnailUrl'> & Partial<PhotoDto>;

/** Share of the file sent so far, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/**
 * `POST /api/archive/photos`: one multipart request with the single field `file`.
 * XMLHttpRequest, not fetch: only it reports upload progress in every browser. Headers and the
 * reading of the answer (problems, Retry-After, a 401 ending the session) are apiFetch's own.
 */
export function uploadPhoto(file: File, onProgress?: UploadProgress): Promise<UploadedPhoto> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    body.append('file', file);
    const request = new XMLHttpRequest();
    request.open('POST', '/api/archive/photos');
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
    request.addEventListener('error', () => reject(new TypeError('network error')));
    request.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    request.send(body);
  });
}

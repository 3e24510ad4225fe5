import type { PhotoDto, PhotoRightsWrite } from '@museum/contract';
import { ApiError, reportUnauthorized } from './api-client';
import { getSession } from './session';

export type UploadedPhoto = Pick<PhotoDto, 'id' | 'url' | 'thumbnailUrl'> & Partial<PhotoDto>;

/** Share of the file sent so far, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    // A non-JSON answer is kept as text for the error.
    return text;
  }
}

/**
 * `POST /api/archive/photos`: one multipart request with the field `file` and, when given, the
 * photo's `credit` and `licence` (empty ones are left out: unknown).
 * XMLHttpRequest, not fetch: only it reports upload progress in every browser.
 */
export function uploadPhoto(file: File, onProgress?: UploadProgress, rights: PhotoRightsWrite = {}): Promise<UploadedPhoto> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    if (rights.credit?.trim()) body.append('credit', rights.credit.trim());
    if (rights.licence) body.append('licence', rights.licence);
    body.append('file', file);
    const request = new XMLHttpRequest();
    request.open('POST', '/api/archive/photos');
    request.setRequestHeader('accept', 'application/json');
    const token = getSession()?.token;
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const answer = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve(answer as UploadedPhoto);
        return;
      }
      const error = new ApiError(request.status, answer);
      if (request.status === 401) reportUnauthorized(error, token);
      reject(error);
    });
    request.addEventListener('error', () => reject(new TypeError('network error')));
    request.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    request.send(body);
  });
}

import { API, type PhotoDto, type PhotoRightsWrite } from '@museum/contract';
import { endpointUrl, NetworkError, requestHeaders, settleAnswer } from './api-client';
import { getSession } from './session';

export type UploadedPhoto = Pick<PhotoDto, 'id' | 'url' | 'thumbnailUrl'> & Partial<PhotoDto>;

/** Share of the file sent so far, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/**
 * `POST /api/archive/photos`: one multipart request with the field `file` and, when given, the
 * photo's `credit` and `licence` (empty ones are left out: unknown).
 */
export function uploadPhoto(file: File, onProgress?: UploadProgress, rights: PhotoRightsWrite = {}): Promise<UploadedPhoto> {
  const body = new FormData();
  if (rights.credit?.trim()) body.append('credit', rights.credit.trim());
  if (rights.licence) body.append('licence', rights.licence);
  body.append('file', file);
  return sendMultipart<UploadedPhoto>(API.photos.upload.method, endpointUrl(API.photos.upload, {}), body, onProgress);
}

/**
 * Sends a multipart body to an upload endpoint (`url` from `endpointUrl`) and reads its answer.
 * XMLHttpRequest, not fetch: only it reports upload progress in every browser. Headers and the
 * reading of the answer (problems, Retry-After, a 401 ending the session) are apiFetch's own.
 */
export function sendMultipart<T>(method: string, url: string, body: FormData, onProgress?: UploadProgress): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    const token = getSession()?.token;
    for (const [name, value] of Object.entries(requestHeaders(token))) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      try {
        const answer = settleAnswer<T>(
          { status: request.status, text: request.responseText, header: (name) => request.getResponseHeader(name) },
          token,
        );
        onProgress?.(1);
        resolve(answer);
      } catch (error) {
        reject(error);
      }
    });
    request.addEventListener('error', () => reject(new NetworkError()));
    request.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    request.send(body);
  });
}

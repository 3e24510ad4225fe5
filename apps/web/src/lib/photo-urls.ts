import { API_ROOT } from '@museum/contract';

/** Host that serves uploads; empty means this site. A build can set VITE_UPLOAD_HOST. */
export const UPLOAD_HOST: string = import.meta.env.VITE_UPLOAD_HOST ?? '';

/**
 * A root-relative photo url is served from the upload host; a collector's private photo (under the
 * API's root, ADR 088) only by this site, which knows the session.
 */
export function withUploadHost(url: string): string {
  return url.startsWith('/') && !url.startsWith(API_ROOT) ? `${UPLOAD_HOST}${url}` : url;
}

/**
 * The small picture for a photo: an url under /uploads/ maps to /uploads/thumbs/{name}_thumb.jpg
 * (the original extension dropped); any other url is used as it is.
 */
export function thumbnailSrc(url: string): string {
  const at = url.indexOf('/uploads/');
  if (at === -1) return withUploadHost(url);
  const file = url.slice(url.lastIndexOf('/') + 1);
  const dot = file.lastIndexOf('.');
  const name = dot > 0 ? file.slice(0, dot) : file;
  return withUploadHost(`${url.slice(0, at)}/uploads/thumbs/${name}_thumb.jpg`);
}

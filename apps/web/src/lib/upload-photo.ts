import type { PhotoDto } from '@museum/contract';
import { ApiError } from './api-client';
import { getSession } from './session';

export type UploadedPhoto = Pick<PhotoDto, 'id' | 'url' | 'thumbnailUrl'> & Partial<PhotoDto>;

/** `POST /api/archive/photos`: one multipart request with the single field `file`. */
export async function uploadPhoto(file: File): Promise<UploadedPhoto> {
  const body = new FormData();
  body.append('file', file);
  const headers: Record<string, string> = { accept: 'application/json' };
  const session = getSession();
  if (session) headers.authorization = `Bearer ${session.token}`;
  const response = await fetch('/api/archive/photos', { method: 'POST', headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // A non-JSON answer is kept as text for the error.
  }
  if (!response.ok) throw new ApiError(response.status, parsed);
  return parsed as UploadedPhoto;
}

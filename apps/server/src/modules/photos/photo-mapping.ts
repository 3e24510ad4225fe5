import type { NamedPhotoRefDto, PhotoRefDto, PhotoTileDto } from '@museum/contract';
import { extensionFor, photoUrl, thumbnailUrl } from '../../lib/storage';

/** The columns every photo answer is built from. */
export interface PhotoFileRow {
  id: number;
  fileName: string;
  contentType: string;
  originalName: string | null;
}

/** `{id, url, thumbnailUrl}` of a stored photo. */
export const toPhotoRef = (row: PhotoFileRow): PhotoRefDto => ({
  id: row.id,
  url: photoUrl(row.fileName, extensionFor(row.contentType)),
  thumbnailUrl: thumbnailUrl(row.fileName),
});

/** A display name: the uploaded file's name, else the stored one. */
export const photoName = (row: PhotoFileRow) => row.originalName ?? `${row.fileName}.${extensionFor(row.contentType)}`;

export const toNamedPhotoRef = (row: PhotoFileRow): NamedPhotoRefDto => ({ ...toPhotoRef(row), name: photoName(row) });

export const toPhotoTile = (row: PhotoFileRow & { width: number; height: number }): PhotoTileDto => ({
  ...toPhotoRef(row),
  width: row.width,
  height: row.height,
});

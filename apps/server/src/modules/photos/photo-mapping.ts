import type { ItemPhotoDto, NamedPhotoRefDto, PhotoLicence, PhotoRefDto, PhotoRights, PhotoTileDto } from '@museum/contract';
import { extensionFor, photoUrl, thumbnailUrl } from '../../lib/storage';

/** The columns every photo answer is built from. */
export interface PhotoFileRow {
  id: number;
  fileName: string;
  contentType: string;
  originalName: string | null;
  credit: string | null;
  licence: PhotoLicence | null;
}

/** The SQL columns of `PhotoFileRow` on a photos alias `p`. */
export const PHOTO_FILE_COLUMNS = `p.id, p.file_name as "fileName", p.content_type as "contentType", p.original_name as "originalName",
  p.credit, p.licence`;

/** `{id, url, thumbnailUrl}` of a stored photo. */
export const toPhotoRef = (row: PhotoFileRow): PhotoRefDto => ({
  id: row.id,
  url: photoUrl(row.fileName, extensionFor(row.contentType)),
  thumbnailUrl: thumbnailUrl(row.fileName),
});

export const toPhotoRights = (row: PhotoFileRow): PhotoRights => ({ credit: row.credit, licence: row.licence });

/** A photo of an item page: the files, the credit and the licence. */
export const toItemPhoto = (row: PhotoFileRow): ItemPhotoDto => ({ ...toPhotoRef(row), ...toPhotoRights(row) });

/** A display name: the uploaded file's name, else the stored one. */
export const photoName = (row: PhotoFileRow) => row.originalName ?? `${row.fileName}.${extensionFor(row.contentType)}`;

export const toNamedPhotoRef = (row: PhotoFileRow): NamedPhotoRefDto => ({ ...toItemPhoto(row), name: photoName(row) });

export const toPhotoTile = (row: PhotoFileRow & { width: number; height: number }): PhotoTileDto => ({
  ...toPhotoRef(row),
  width: row.width,
  height: row.height,
  ...toPhotoRights(row),
});

import type { ItemPhotoDto, NamedPhotoRefDto, PhotoImageDto, PhotoLicence, PhotoRefDto, PhotoRights, PhotoTileDto } from '@museum/contract';
import { displayWidths, SIZE_FORMATS } from '../../lib/photo-derivatives';
import { extensionFor, photoUrl, sizesBase, thumbnailUrl, tilesBase } from '../../lib/storage';

/** The columns every photo answer is built from. */
export interface PhotoFileRow {
  id: number;
  fileName: string;
  contentType: string;
  originalName: string | null;
  credit: string | null;
  licence: PhotoLicence | null;
  width: number;
  height: number;
  derivation: 'PENDING' | 'READY' | 'FAILED';
  placeholder: string | null;
}

/** The SQL columns of `PhotoFileRow` on a photos alias `p`. */
export const PHOTO_FILE_COLUMNS = `p.id, p.file_name as "fileName", p.content_type as "contentType", p.original_name as "originalName",
  p.credit, p.licence, p.width, p.height, p.derivation, p.placeholder`;

/** The responsive image of a photo: sizes and tiles only once they are made. */
export const toPhotoImage = (row: PhotoFileRow): PhotoImageDto => {
  const ready = row.derivation === 'READY';
  return {
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
    sizes: ready ? { base: sizesBase(row.fileName), widths: displayWidths(row.width), formats: [...SIZE_FORMATS] } : null,
    tiles: ready ? tilesBase(row.fileName) : null,
  };
};

/** `{id, url, thumbnailUrl, image}` of a stored photo. */
export const toPhotoRef = (row: PhotoFileRow): PhotoRefDto => ({
  id: row.id,
  url: photoUrl(row.fileName, extensionFor(row.contentType)),
  thumbnailUrl: thumbnailUrl(row.fileName),
  image: toPhotoImage(row),
});

export const toPhotoRights = (row: PhotoFileRow): PhotoRights => ({ credit: row.credit, licence: row.licence });

/** A photo of an item page: the files, the credit and the licence. */
export const toItemPhoto = (row: PhotoFileRow): ItemPhotoDto => ({ ...toPhotoRef(row), ...toPhotoRights(row) });

/** A display name: the uploaded file's name, else the stored one. */
export const photoName = (row: PhotoFileRow) => row.originalName ?? `${row.fileName}.${extensionFor(row.contentType)}`;

export const toNamedPhotoRef = (row: PhotoFileRow): NamedPhotoRefDto => ({ ...toItemPhoto(row), name: photoName(row) });

export const toPhotoTile = (row: PhotoFileRow): PhotoTileDto => ({
  ...toPhotoRef(row),
  width: row.width,
  height: row.height,
  ...toPhotoRights(row),
});

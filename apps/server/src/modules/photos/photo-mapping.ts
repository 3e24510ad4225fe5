import type { NamedPhotoRefDto, PhotoImageDto, PhotoRefDto, PhotoTileDto } from '@museum/contract';
import { displayWidths, SIZE_FORMATS } from '../../lib/photo-derivatives';
import { extensionFor, photoUrl, sizesBase, thumbnailUrl, tilesBase } from '../../lib/storage';

/** The columns every photo answer is built from. */
export interface PhotoFileRow {
  id: number;
  fileName: string;
  contentType: string;
  originalName: string | null;
  width: number;
  height: number;
  derivation: 'PENDING' | 'READY' | 'FAILED';
  placeholder: string | null;
}

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

/** A display name: the uploaded file's name, else the stored one. */
export const photoName = (row: PhotoFileRow) => row.originalName ?? `${row.fileName}.${extensionFor(row.contentType)}`;

export const toNamedPhotoRef = (row: PhotoFileRow): NamedPhotoRefDto => ({ ...toPhotoRef(row), name: photoName(row) });

export const toPhotoTile = (row: PhotoFileRow): PhotoTileDto => ({
  ...toPhotoRef(row),
  width: row.width,
  height: row.height,
});

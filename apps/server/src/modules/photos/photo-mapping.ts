import type { ItemPhotoDto, NamedPhotoRefDto, PhotoImageDto, PhotoRefDto, PhotoRights, PhotoTileDto } from '@museum/contract';
import { displayWidths, SIZE_FORMATS } from '../../lib/photo-derivatives';
import { extensionFor, photoUrl, sizesBase, thumbnailUrl, tilesBase, UPLOADS_BASE } from '../../lib/storage';
import type { PhotoFileRow } from './photos.repository';

/** The columns every photo answer is built from, as the repository reads them. */
export type { PhotoFileRow } from './photos.repository';

/**
 * Where answers link photo files from (ADR 048): STORAGE_PUBLIC_URL (a CDN or the bucket's public
 * address) for published photos when it is set, else this server's `/uploads`. Only the builders
 * below use it: text users typed is never rewritten.
 */
export interface PhotoUrls {
  /** `published`: whether the files are anyone's (a photo's, or a region's crop on a published photo). */
  filesBase(row: Pick<PhotoFileRow, 'published'>): string;
}

export const createPhotoUrls = (publicBase: string | null): PhotoUrls => ({
  filesBase: (row) => (publicBase && row.published ? publicBase : UPLOADS_BASE),
});

/** Links to this server's `/uploads` only (the export makes them absolute with PUBLIC_URL). */
export const SERVER_URLS = createPhotoUrls(null);

/** The responsive image of a photo: sizes and tiles only once they are made. */
export const toPhotoImage =
  (urls: PhotoUrls) =>
  (row: PhotoFileRow): PhotoImageDto => {
    const ready = row.derivation === 'READY';
    return {
      width: row.width,
      height: row.height,
      placeholder: row.placeholder,
      sizes: ready
        ? { base: sizesBase(urls.filesBase(row), row.fileName), widths: displayWidths(row.width), formats: [...SIZE_FORMATS] }
        : null,
      tiles: ready ? tilesBase(row.fileName) : null,
    };
  };

/** `{id, url, thumbnailUrl, image}` of a stored photo. */
export const toPhotoRef =
  (urls: PhotoUrls) =>
  (row: PhotoFileRow): PhotoRefDto => ({
    id: row.id,
    url: photoUrl(urls.filesBase(row), row.fileName, extensionFor(row.contentType)),
    thumbnailUrl: thumbnailUrl(urls.filesBase(row), row.fileName),
    image: toPhotoImage(urls)(row),
  });

export const toPhotoRights = (row: PhotoFileRow): PhotoRights => ({ credit: row.credit, licence: row.licence });

/** A photo of an item page: the files, the credit and the licence. */
export const toItemPhoto =
  (urls: PhotoUrls) =>
  (row: PhotoFileRow): ItemPhotoDto => ({ ...toPhotoRef(urls)(row), ...toPhotoRights(row) });

/** A display name: the uploaded file's name, else the stored one. */
export const photoName = (row: PhotoFileRow) => row.originalName ?? `${row.fileName}.${extensionFor(row.contentType)}`;

export const toNamedPhotoRef =
  (urls: PhotoUrls) =>
  (row: PhotoFileRow): NamedPhotoRefDto => ({ ...toItemPhoto(urls)(row), name: photoName(row) });

export const toPhotoTile =
  (urls: PhotoUrls) =>
  (row: PhotoFileRow): PhotoTileDto => ({
    ...toPhotoRef(urls)(row),
    width: row.width,
    height: row.height,
    ...toPhotoRights(row),
  });

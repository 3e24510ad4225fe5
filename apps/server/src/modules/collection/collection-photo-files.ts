import type { CollectionPhotoDto } from '@museum/contract';
import { displayWidths, SIZE_FORMATS, TILES_FOLDER } from '../../lib/photo-derivatives';
import { extensionFor, type PhotoStorage, THUMBS } from '../../lib/storage';
import { type StoredImageInfo, wholeImageAnswer, wholeImageSizes } from '../iiif/image-sizes';
import type { CollectionPhotoRow } from './collection-photos.repository';

/**
 * Where a private photo's files are served (ADR 088): under the API, to the owner only, by the
 * photo's id; the stored name never leaves the server.
 */
export const collectionPhotoBase = (id: number) => `/api/collection/photos/${id}`;

/**
 * Where a shared dossier's photo is served (ADR 089): under the share link, to whoever holds it, while
 * it lives; the photo's id as the record's answer has it.
 */
export const sharedPhotoBase = (token: string, id: number) => `/api/collection/shared/${token}/photos/${id}`;

/** A private photo as a share link's reader gets it: its files under the link, not the owner's route. */
export function sharedPhoto(photo: CollectionPhotoDto, token: string): CollectionPhotoDto {
  const from = collectionPhotoBase(photo.id);
  const to = sharedPhotoBase(token, photo.id);
  const moved = (url: string) => (url.startsWith(from) ? `${to}${url.slice(from.length)}` : url);
  const { sizes, tiles } = photo.image;
  return {
    ...photo,
    url: moved(photo.url),
    thumbnailUrl: moved(photo.thumbnailUrl),
    image: { ...photo.image, sizes: sizes && { ...sizes, base: moved(sizes.base) }, tiles: tiles && moved(tiles) },
  };
}

/** A private photo as its record's answer lists it: links to its files under the owner-only route, its near-duplicates. */
export function toCollectionPhoto(row: CollectionPhotoRow, similar: CollectionPhotoDto['similar'] = []): CollectionPhotoDto {
  const base = collectionPhotoBase(row.id);
  const ext = extensionFor(row.contentType);
  const ready = row.derivation === 'READY';
  return {
    id: row.id,
    url: `${base}/original.${ext}`,
    thumbnailUrl: `${base}/thumb.jpg`,
    image: {
      width: row.width,
      height: row.height,
      placeholder: row.placeholder,
      sizes: ready ? { base: `${base}/size`, widths: displayWidths(row.width), formats: [...SIZE_FORMATS] } : null,
      tiles: ready ? `${base}/${TILES_FOLDER}` : null,
    },
    name: row.originalName ?? `${row.id}.${ext}`,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    uploadedAt: row.uploadedAt.toISOString(),
    similar,
  };
}

/** What a path under a private photo's base answers. */
export type PhotoFileAnswer =
  | { file: string }
  | { redirect: string }
  | { info: StoredImageInfo & Record<string, unknown> & { id: string } };

const SIZE_FILE = /^size-\d{1,5}\.(avif|webp|jpg)$/;
const TILE_PATH = /^[0-9a-z,!.^:_/-]+$/i;

/**
 * The stored file a path under `/api/collection/photos/{id}/` (or `base`: a share link's) names
 * (`original.{ext}`, `thumb.jpg`, `size-{w}.{format}`, `iiif/info.json` with its id set to this
 * route, `iiif/…` tiles and whole sizes as the catalogue's level 0 service answers them), or null for anything else.
 */
export async function photoFileAnswer(
  storage: PhotoStorage,
  row: Pick<CollectionPhotoRow, 'id' | 'fileName' | 'contentType'>,
  rest: string,
  origin: string,
  base = collectionPhotoBase(row.id),
): Promise<PhotoFileAnswer | null> {
  const { fileName } = row;
  if (rest === `original.${extensionFor(row.contentType)}`) return { file: `${fileName}.${extensionFor(row.contentType)}` };
  if (rest === 'thumb.jpg') return { file: `${THUMBS}/${fileName}_thumb.jpg` };
  if (SIZE_FILE.test(rest)) return { file: storage.derivedPath(fileName, rest) };
  if (!rest.startsWith(`${TILES_FOLDER}/`)) return null;
  const tile = rest.slice(TILES_FOLDER.length + 1);
  if (!TILE_PATH.test(tile) || tile.split('/').some((part) => part === '' || part.startsWith('.'))) return null;
  const tilesAt = `${base}/${TILES_FOLDER}`;
  if (tile !== 'info.json' && !tile.startsWith('full/')) return { file: storage.derivedPath(fileName, `${TILES_FOLDER}/${tile}`) };
  const text = await storage.readDerived(fileName, `${TILES_FOLDER}/info.json`).catch(() => null);
  if (text === null) return null;
  const info = JSON.parse(text.toString('utf8')) as StoredImageInfo & Record<string, unknown>;
  const whole = wholeImageSizes(info);
  if (tile === 'info.json') {
    const limits = whole.max.width < info.width ? { maxWidth: whole.max.width, maxHeight: whole.max.height } : {};
    return { info: { ...info, id: `${origin}${tilesAt}`, sizes: whole.sizes, ...limits } };
  }
  const answer = wholeImageAnswer(tile, whole);
  if (answer?.redirect) return { redirect: `${tilesAt}/${answer.path}` };
  const file = answer && whole.files.get(answer.path);
  return { file: storage.derivedPath(fileName, file ?? `${TILES_FOLDER}/${answer?.path ?? tile}`) };
}

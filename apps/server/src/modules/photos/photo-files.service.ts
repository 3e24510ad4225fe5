import { DERIVED } from '../../lib/storage';
import type { PhotoViewer } from './photo-viewer';
import type { PhotosRepository } from './photos.repository';

/**
 * How a photo's files may be served (ADR 048): `public` (published: to anyone, cached for good,
 * from a CDN too), `private` (unpublished, to this viewer only, never stored by a cache) or
 * `hidden` (a 404, as for a missing file).
 */
export type FileAccess = 'public' | 'private' | 'hidden';

const STORED_NAME = '[0-9a-z_-]{1,64}';
const FILE_SHAPES = [
  new RegExp(`^(${STORED_NAME})\\.[a-z0-9]+$`, 'i'),
  new RegExp(`^thumbs/(${STORED_NAME})_thumb\\.jpg$`, 'i'),
  new RegExp(`^${DERIVED}/(${STORED_NAME})/`, 'i'),
];

/** The stored name a file under `/uploads` belongs to: `{name}.{ext}`, `thumbs/{name}_thumb.jpg`, `derived/{name}/…`. */
export function storedNameOf(relativePath: string): string | null {
  for (const shape of FILE_SHAPES) {
    const name = shape.exec(relativePath)?.[1];
    if (name) return name;
  }
  return null;
}

/** Published names this process has seen, at most this many (a photo is never unpublished again). */
const PUBLISHED_NAMES_MAX = 20_000;

export function createPhotoFilesService(photos: PhotosRepository) {
  const published = new Set<string>();
  return {
    /**
     * Who may have a photo's files: anyone once it is published, else its uploader and moderators.
     * `viewer` is asked only for an unpublished photo (it may cost a session lookup).
     */
    async access(fileName: string, viewer: () => Promise<PhotoViewer>): Promise<FileAccess> {
      if (published.has(fileName)) return 'public';
      const owner = await photos.fileOwner(fileName);
      if (!owner) return 'hidden';
      if (owner.published) {
        if (published.size >= PUBLISHED_NAMES_MAX) published.clear();
        published.add(fileName);
        return 'public';
      }
      const who = await viewer();
      return who && (who.moderator || who.userId === owner.uploadedBy) ? 'private' : 'hidden';
    },
  };
}
export type PhotoFilesService = ReturnType<typeof createPhotoFilesService>;

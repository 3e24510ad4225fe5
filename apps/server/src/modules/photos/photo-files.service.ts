import type { PhotoViewer } from '../../lib/photo-viewer';
import type { PhotosRepository } from './photos.repository';

/**
 * How a photo's files may be served (ADR 048): `public` (published: to anyone, cached for good,
 * from a CDN too), `private` (unpublished, to this viewer only, never stored by a cache) or
 * `hidden` (a 404, as for a missing file).
 */
export type FileAccess = 'public' | 'private' | 'hidden';

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

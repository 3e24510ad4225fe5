import type { PhotoViewer } from '../../lib/photo-viewer';
import type { RegionCropsRepository } from '../regions/region-crops.repository';
import type { PhotosRepository } from './photos.repository';

/**
 * How a photo's files may be served (ADR 048): `public` (published: to anyone, cached for good,
 * from a CDN too), `private` (unpublished, to this viewer only, never stored by a cache) or
 * `hidden` (a 404, as for a missing file).
 */
export type FileAccess = 'public' | 'private' | 'hidden';

/** Published names this process has seen, at most this many (a photo is never unpublished again). */
const PUBLISHED_NAMES_MAX = 20_000;

/** Whose stored files these are: anyone's when published, else those `mayView` lets (moderators always). */
interface FilesOwner {
  published: boolean;
  mayView(userId: number): boolean;
}

export function createPhotoFilesService(photos: PhotosRepository, crops: RegionCropsRepository) {
  const published = new Set<string>();

  /** A photo's files, or a region's crop (ADR 059): seen by whoever sees both the region and its photo. */
  async function ownerOf(fileName: string): Promise<FilesOwner | null> {
    const photo = await photos.fileOwner(fileName);
    if (photo) return { published: photo.published, mayView: (userId) => userId === photo.uploadedBy };
    const crop = await crops.fileOwner(fileName);
    if (!crop) return null;
    const regionPublished = crop.status === 'PUBLISHED';
    return {
      published: regionPublished && crop.photoPublished,
      mayView: (userId) => (regionPublished || userId === crop.author) && (crop.photoPublished || userId === crop.uploader),
    };
  }

  return {
    /**
     * Who may have a stored name's files: anyone once published, else its uploader (a crop: the
     * author of its pending region) and moderators. `viewer` is asked only for unpublished files (it
     * may cost a session lookup). Neither a photo nor a region is ever unpublished again.
     */
    async access(fileName: string, viewer: () => Promise<PhotoViewer>): Promise<FileAccess> {
      if (published.has(fileName)) return 'public';
      const owner = await ownerOf(fileName);
      if (!owner) return 'hidden';
      if (owner.published) {
        if (published.size >= PUBLISHED_NAMES_MAX) published.clear();
        published.add(fileName);
        return 'public';
      }
      const who = await viewer();
      return who && (who.moderator || owner.mayView(who.userId)) ? 'private' : 'hidden';
    },
  };
}
export type PhotoFilesService = ReturnType<typeof createPhotoFilesService>;

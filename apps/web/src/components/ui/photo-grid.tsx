import { thumbnailSrc, withUploadHost } from '../../lib/photo-urls';
import type { LightboxPhoto } from './lightbox';
import './photo-grid.css';

/** Longest side of a server thumbnail (API.md, "Photos"). */
export const THUMB_SIZE = 400;

/** `srcset` of a photo: the thumbnail and, when its width is known and larger, the original. */
export function photoSrcSet(photo: LightboxPhoto): { src: string; srcSet?: string } {
  const thumb = photo.thumbnailUrl ? withUploadHost(photo.thumbnailUrl) : thumbnailSrc(photo.url);
  if (!photo.width || !photo.height || Math.max(photo.width, photo.height) <= THUMB_SIZE) return { src: thumb };
  const thumbWidth = Math.round((photo.width * THUMB_SIZE) / Math.max(photo.width, photo.height));
  return { src: thumb, srcSet: `${thumb} ${thumbWidth}w, ${withUploadHost(photo.url)} ${photo.width}w` };
}

type Props = {
  photos: LightboxPhoto[];
  onOpen: (index: number) => void;
  label: (photo: LightboxPhoto, n: number) => string;
  caption?: (photo: LightboxPhoto) => string;
};

/** Square-cropped thumbnails in a responsive grid; each opens the lightbox at its place. */
export function PhotoGrid({ photos, onOpen, label, caption }: Props) {
  return (
    <ul className="photo-grid">
      {photos.map((photo, i) => {
        const { src, srcSet } = photoSrcSet(photo);
        return (
          <li key={photo.id} className="photo-grid__item">
            <button type="button" className="photo-grid__button" onClick={() => onOpen(i)} aria-label={label(photo, i + 1)}>
              <img
                src={src}
                srcSet={srcSet}
                sizes="(max-width: 640px) 50vw, 240px"
                alt=""
                loading="lazy"
                decoding="async"
                width={photo.width ?? THUMB_SIZE}
                height={photo.height ?? 300}
              />
              {caption && <span className="photo-grid__caption">{caption(photo)}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

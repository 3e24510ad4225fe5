import { Link } from 'react-router';
import type { LightboxPhoto } from './lightbox';
import { ResponsivePhoto } from './responsive-photo';

/**
 * How wide a grid cell is drawn (first-screen.css, in the entry's stylesheet, as the server draws
 * the gallery's first screen too): two columns under 640 px (the page keeps 1 rem each side and
 * 0.5 rem between), else columns of 180 px and up that stay under 245 px.
 */
export const PHOTO_GRID_SIZES = '(max-width: 639.98px) calc(50vw - 1.25rem), 245px';

type Props = {
  photos: LightboxPhoto[];
  onOpen: (index: number) => void;
  label: (photo: LightboxPhoto, n: number) => string;
  caption?: (photo: LightboxPhoto) => string;
  /** A link under each thumbnail to the photo's own page, named for screen readers by `label` (an item's grid). */
  pageLink?: { text: string; href: (photo: LightboxPhoto) => string; label: (photo: LightboxPhoto, n: number) => string };
  /** How many photos from the first are in the first screen: fetched at once and first, not lazily (the page's largest paint). */
  inFirstScreen?: number;
};

/** Square-cropped thumbnails in a responsive grid; each opens the lightbox at its place, and may link to its photo's page. */
export function PhotoGrid({ photos, onOpen, label, caption, pageLink, inFirstScreen = 0 }: Props) {
  return (
    <ul className="photo-grid">
      {photos.map((photo, i) => (
        <li key={photo.id} className="photo-grid__item">
          <button type="button" className="photo-grid__button" onClick={() => onOpen(i)} aria-label={label(photo, i + 1)}>
            <ResponsivePhoto
              photo={photo}
              alt=""
              sizes={PHOTO_GRID_SIZES}
              defaultWidth={400}
              defaultHeight={300}
              priority={i < inFirstScreen}
            />
            {caption && <span className="photo-grid__caption">{caption(photo)}</span>}
          </button>
          {pageLink && (
            <Link className="photo-grid__page" to={pageLink.href(photo)} aria-label={pageLink.label(photo, i + 1)}>
              {pageLink.text}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

import type { PhotoImageDto } from '@museum/contract';
import { escapeHtml } from './html';
import { displayJpeg } from './preview-image';

/**
 * How the web client draws a page's first photo (`sizes`), copied from its components so that the
 * summary's `<picture>` makes the browser choose, from the HTML, the very file the app shows next
 * (`summary-picture.test.ts` holds them to the web's sources). With the layout's `sizes` the
 * photo page's main image is found by the preload scanner instead of after the app has rendered,
 * and no page downloads a summary JPEG that the app then replaces by an AVIF (issue 34, Lighthouse).
 */
export const SUMMARY_SIZES = {
  /** `PHOTO_PAGE_SIZES`, apps/web/src/features/photos/pages/photo-page.tsx */
  photoPage: '(max-width: 639.98px) calc(100vw - 2rem), (max-width: 1199.98px) calc(100vw - 3rem), 1152px',
  /** `CARD_SIZES`, apps/web/src/components/ui/photo-carousel.tsx (a product's or detail's photos) */
  itemCard: '(max-width: 639.98px) calc(100vw - 2rem), (max-width: 1199.98px) 45vw, 300px',
  /** A stamp's images, apps/web/src/features/stamps/components/stamp-view.tsx */
  stamp: '(max-width: 480px) 100vw, 320px',
  /** `PHOTO_GRID_SIZES`, apps/web/src/components/ui/photo-grid.tsx (the gallery's tiles) */
  photoGrid: '(max-width: 639.98px) calc(50vw - 1.25rem), 245px',
} as const;

const MIME = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const;
/** The web's `src` for browsers without `srcset`: the first size at least this wide (apps/web/src/lib/photo-sources.ts). */
const DEFAULT_WIDTH = 640;

export interface SummaryPicture {
  /** The `<img src>` until the sizes are derived (and for crawlers that read no `srcset`). */
  url: string;
  alt: string;
  image: PhotoImageDto;
  sizes: string;
  /** The page's main image (the photo page): fetched first, as the app's `priority` photo; any other loads lazily, as in the app. */
  priority: boolean;
}

/**
 * The summary's photo as the web's `ResponsivePhoto` renders it (apps/web/src/lib/photo-sources.ts):
 * AVIF and WebP `<source>`s and a JPEG `<img>`, the same URLs in the same order with the same
 * `sizes`; the plain `<img>` of `url` until the sizes are derived.
 */
export function summaryPictureHtml(photo: SummaryPicture): string {
  const e = escapeHtml;
  const priority = photo.priority ? ' fetchpriority="high"' : ' loading="lazy"';
  const sizes = photo.image.sizes;
  if (!sizes || sizes.widths.length === 0 || sizes.formats.length === 0)
    return `<img src="${e(photo.url)}" alt="${e(photo.alt)}"${priority} />`;
  const widths = [...sizes.widths].sort((a, b) => a - b);
  const list = (ext: string) => widths.map((w) => `${sizes.base}-${w}.${ext} ${w}w`).join(', ');
  const last = sizes.formats.includes('jpg') ? 'jpg' : (sizes.formats.at(-1) as keyof typeof MIME);
  const sources = (['avif', 'webp'] as const)
    .filter((ext) => ext !== last && sizes.formats.includes(ext))
    .map((ext) => `<source type="${MIME[ext]}" srcset="${e(list(ext))}" sizes="${e(photo.sizes)}" />`);
  const fallbackWidth = widths.find((w) => w >= DEFAULT_WIDTH) ?? (widths.at(-1) as number);
  const img = `<img src="${e(`${sizes.base}-${fallbackWidth}.${last}`)}" srcset="${e(list(last))}" sizes="${e(photo.sizes)}" alt="${e(photo.alt)}"${priority} />`;
  return `<picture>${sources.join('')}${img}</picture>`;
}

/**
 * A `<link rel="preload">` of the summary photo's most efficient format, with the same `srcset` and
 * `sizes` (`type` set, so a browser without that format skips it): put in the head, before the
 * scripts' preloads, the photo is fetched with the stylesheets and painted with the first paint,
 * not after the app has taken the page over. Null until the sizes are derived.
 */
export function summaryPreloadHtml(photo: SummaryPicture): string | null {
  const sizes = photo.image.sizes;
  if (!sizes || sizes.widths.length === 0 || sizes.formats.length === 0) return null;
  const ext = (['avif', 'webp', 'jpg'] as const).find((format) => sizes.formats.includes(format));
  if (!ext) return null;
  const srcset = [...sizes.widths]
    .sort((a, b) => a - b)
    .map((w) => `${sizes.base}-${w}.${ext} ${w}w`)
    .join(', ');
  const e = escapeHtml;
  return `<link rel="preload" as="image" type="${MIME[ext]}" imagesrcset="${e(srcset)}" imagesizes="${e(photo.sizes)}" fetchpriority="high" />`;
}

/**
 * The summary's `<img>` (which browsers download before the script replaces it): a derived JPEG
 * display size when there is one, not the original of several MB; the original until derived.
 */
export const summaryPhotoUrl = (photo: { url: string; image: PhotoImageDto }): string => displayJpeg(photo.image)?.url ?? photo.url;

/** The summary's photo with the sizes the web draws it at on this page. */
export const summaryPicture = (
  photo: { url: string; image: PhotoImageDto },
  alt: string,
  sizes: string,
  priority: boolean,
): SummaryPicture => ({
  url: summaryPhotoUrl(photo),
  alt,
  image: photo.image,
  sizes,
  priority,
});

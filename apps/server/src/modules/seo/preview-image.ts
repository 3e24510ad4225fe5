import type { PhotoImageDto } from '@museum/contract';
import { THUMBNAIL_SIZE } from '../../lib/images';
import { displayWidths } from '../../lib/photo-derivatives';

/** A page's link-preview image (`og:image`): an absolute URL with its pixels, type and alt text. */
export interface PreviewImage {
  url: string;
  width: number;
  height: number;
  type: 'image/jpeg' | 'image/png';
  alt: string;
}

/** Widest derived JPEG used for a link preview or the pre-rendered summary: a few hundred KB at most. */
export const PREVIEW_WIDTH = 1280;

type Pixels = { width: number; height: number };

/**
 * The height of the derived size `width` px wide, as `derivePhotoFiles` makes it: the largest
 * size from the original, the others from that largest size (each rounded as libvips does).
 */
function derivedHeight(original: Pixels, width: number): number {
  const widths = displayWidths(original.width);
  const largest = widths[widths.length - 1] ?? original.width;
  const base = largest === original.width ? original.height : Math.round((original.height * largest) / original.width);
  return width === largest ? base : Math.max(1, Math.round((base * width) / largest));
}

/** The thumbnail's pixels: the original fitted inside THUMBNAIL_SIZE² (never enlarged), as `makeThumbnail` makes it. */
function thumbnailPixels({ width, height }: Pixels): Pixels {
  const scale = Math.min(1, THUMBNAIL_SIZE / width, THUMBNAIL_SIZE / height);
  if (scale === 1) return { width, height };
  return width >= height
    ? { width: THUMBNAIL_SIZE, height: Math.max(1, Math.round(height * scale)) }
    : { width: Math.max(1, Math.round(width * scale)), height: THUMBNAIL_SIZE };
}

/** The widest derived JPEG of at most PREVIEW_WIDTH px (the narrowest when none is that small); null until derived. */
export function displayJpeg(image: PhotoImageDto): ({ url: string } & Pixels) | null {
  const sizes = image.sizes;
  if (!sizes || sizes.widths.length === 0 || !sizes.formats.includes('jpg')) return null;
  const fitting = sizes.widths.filter((w) => w <= PREVIEW_WIDTH);
  const width = fitting.length > 0 ? Math.max(...fitting) : Math.min(...sizes.widths);
  return { url: `${sizes.base}-${width}.jpg`, width, height: derivedHeight(image, width) };
}

/**
 * A photo's link preview: the derived JPEG of at most 1280 px, else (until derived) the 400 px
 * thumbnail; never the original, which may be tens of MB (docs/decisions/043).
 */
export function photoPreview(
  absolute: (path: string) => string,
  photo: { thumbnailUrl: string; image: PhotoImageDto },
  alt: string,
): PreviewImage {
  const jpeg = displayJpeg(photo.image);
  const chosen = jpeg ?? { url: photo.thumbnailUrl, ...thumbnailPixels(photo.image) };
  return { url: absolute(chosen.url), width: chosen.width, height: chosen.height, type: 'image/jpeg', alt };
}

/** The site image under the web client's public folder, for pages without a photo. */
export const SITE_IMAGE_PATH = '/og-image.png';

export const siteImage = (publicUrl: string, alt: string): PreviewImage => ({
  url: `${publicUrl}${SITE_IMAGE_PATH}`,
  width: 1200,
  height: 630,
  type: 'image/png',
  alt,
});

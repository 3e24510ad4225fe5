import type { PhotoImageDto } from '@museum/contract';
import { thumbnailSrc, withUploadHost } from './photo-urls';

/**
 * What the server derives for a photo: the original's pixels, a tiny blurred preview, display sizes
 * per format and the IIIF tile base, each derived part null until made (contract `PhotoImageDto`).
 */
export type PhotoImage = PhotoImageDto;

/** A photo as the lists and pages have it: the original, its thumbnail and what was derived. */
export type PhotoLike = {
  url: string;
  thumbnailUrl?: string | undefined;
  width?: number | undefined;
  height?: number | undefined;
  image?: PhotoImage | null | undefined;
};

/** Where a photo falls back before its sizes exist: the server thumbnail for small places, the original for large ones. */
export type PhotoFallback = 'thumbnail' | 'original';

export type PhotoSources = {
  /** `<source>` elements, most efficient format first. */
  sources: { type: string; srcSet: string }[];
  src: string;
  srcSet: string | undefined;
  width: number | undefined;
  height: number | undefined;
  placeholder: string | null;
};

const MIME = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const;
/** Longest side of a server thumbnail (API.md, "Photos"). */
export const THUMB_SIZE = 400;
/** The `src` for browsers without `srcset`: the first size at least this wide, else the largest. */
const DEFAULT_WIDTH = 640;

/** The file of one derived size: `${base}-${width}.${ext}` (contract `PhotoImageDto.sizes`). */
export function sizeUrl(base: string, width: number, ext: string): string {
  return withUploadHost(`${base}-${width}.${ext}`);
}

/** The `srcset`, `<source>` list and fallbacks for one photo, from its derived sizes when they exist. */
export function photoSources(photo: PhotoLike, fallback: PhotoFallback): PhotoSources {
  const image = photo.image ?? null;
  const width = image?.width ?? photo.width;
  const height = image?.height ?? photo.height;
  const placeholder = image?.placeholder ?? null;
  const sizes = image?.sizes;
  if (sizes && sizes.widths.length > 0 && sizes.formats.length > 0) {
    const widths = [...sizes.widths].sort((a, b) => a - b);
    const list = (ext: string) => widths.map((w) => `${sizeUrl(sizes.base, w, ext)} ${w}w`).join(', ');
    // The plainest format is the <img> itself; the others are offered before it.
    const last = sizes.formats.includes('jpg') ? 'jpg' : (sizes.formats.at(-1) as keyof typeof MIME);
    const order = (['avif', 'webp'] as const).filter((ext) => ext !== last && sizes.formats.includes(ext));
    const fallbackWidth = widths.find((w) => w >= DEFAULT_WIDTH) ?? (widths.at(-1) as number);
    return {
      sources: order.map((ext) => ({ type: MIME[ext], srcSet: list(ext) })),
      src: sizeUrl(sizes.base, fallbackWidth, last),
      srcSet: list(last),
      width,
      height,
      placeholder,
    };
  }
  const original = withUploadHost(photo.url);
  if (fallback === 'original') return { sources: [], src: original, srcSet: undefined, width, height, placeholder };
  // Before derivation a small place shows the 400 px thumbnail, and the original only where that is too small.
  const thumb = photo.thumbnailUrl ? withUploadHost(photo.thumbnailUrl) : thumbnailSrc(photo.url);
  if (!width || !height || Math.max(width, height) <= THUMB_SIZE)
    return { sources: [], src: thumb, srcSet: undefined, width, height, placeholder };
  const thumbWidth = Math.round((width * THUMB_SIZE) / Math.max(width, height));
  return { sources: [], src: thumb, srcSet: `${thumb} ${thumbWidth}w, ${original} ${width}w`, width, height, placeholder };
}

import { displayWidths, sizeFileName } from '../../lib/photo-derivatives';

/** A whole-image size a level 0 service can answer (`full/{width},{height}/0/default.jpg`). */
export interface ImageSize {
  width: number;
  height: number;
}

/** What the stored `info.json` (libvips' own) says of a photo. */
export interface StoredImageInfo {
  width: number;
  height: number;
  tiles?: { scaleFactors?: number[] }[];
}

/** The whole-image sizes of a photo and the derived file each one is answered with. */
export interface WholeImageSizes {
  /** Ascending, for `info.json`'s `sizes`. */
  sizes: ImageSize[];
  /** The size `max` answers: the largest derived one (the original is not re-encoded). */
  max: ImageSize;
  /** `full/{w},{h}/0/default.jpg` and `full/max/0/default.jpg` → a file inside the photo's derived folder. */
  files: ReadonlyMap<string, string>;
}

/** The path of a whole-image request under a service. */
export const fullImagePath = (size: ImageSize | 'max') => `full/${size === 'max' ? 'max' : `${size.width},${size.height}`}/0/default.jpg`;

/**
 * The whole-image sizes of a level 0 service, so that it answers `full/max/0/default.jpg` as the
 * Image API asks of every level and lists its `sizes` (issue 35): the display JPEGs already made
 * for pages (sharp rounds their height), and the smallest tile level libvips wrote as one file
 * (`full/{w},{h}`, sides rounded up). Both are known from the original's size alone, so photos
 * derived before this are served too, without being derived again.
 */
export function wholeImageSizes(info: StoredImageInfo): WholeImageSizes {
  const { width, height } = info;
  const files = new Map<string, string>();
  const sizes: ImageSize[] = [];
  for (const w of displayWidths(width)) {
    const size = { width: w, height: Math.max(1, Math.round((height * w) / width)) };
    sizes.push(size);
    files.set(fullImagePath(size), sizeFileName(w, 'jpg'));
  }
  const scale = Math.max(1, ...(info.tiles?.[0]?.scaleFactors ?? [1]));
  const level = { width: Math.ceil(width / scale), height: Math.ceil(height / scale) };
  if (!sizes.some((size) => size.width === level.width)) sizes.push(level);
  sizes.sort((a, b) => a.width - b.width);
  const max = sizes.filter((size) => files.has(fullImagePath(size))).at(-1) ?? level;
  const maxFile = files.get(fullImagePath(max));
  if (maxFile) files.set(fullImagePath('max'), maxFile);
  return { sizes, max, files };
}

const WIDTH_ONLY = /^full\/(\d{1,5}),\/0\/default\.jpg$/;
const HEIGHT_ONLY = /^full\/,(\d{1,5})\/0\/default\.jpg$/;
const BEST_FIT = /^full\/!(\d{1,5}),(\d{1,5})\/0\/default\.jpg$/;

/**
 * How a level 0 service answers a whole-image request: a listed size (`sizes`) at its own path or
 * at `w,` of its width, as the Universal Viewer asks for thumbnails (`full/90,/0/default.jpg`), is
 * sent (`redirect` false, `path` the canonical one); a width, height or box no size has is sent on
 * to the nearest listed size (the smallest at least as large, else the largest; for `!w,h` the
 * largest that fits, else the smallest); anything else (an unlisted `w,h` would distort) is null.
 */
export function wholeImageAnswer(rest: string, whole: WholeImageSizes): { path: string; redirect: boolean } | null {
  const { sizes } = whole;
  if (whole.files.has(rest) || sizes.some((size) => fullImagePath(size) === rest)) return { path: rest, redirect: false };
  const send = (size: ImageSize | undefined, redirect: boolean) => (size ? { path: fullImagePath(size), redirect } : null);
  const width = WIDTH_ONLY.exec(rest)?.[1];
  if (width !== undefined) {
    const w = Number(width);
    const exact = sizes.find((size) => size.width === w);
    return exact ? send(exact, false) : send(sizes.find((size) => size.width >= w) ?? sizes.at(-1), true);
  }
  const height = HEIGHT_ONLY.exec(rest)?.[1];
  if (height !== undefined) return send(sizes.find((size) => size.height >= Number(height)) ?? sizes.at(-1), true);
  const box = BEST_FIT.exec(rest);
  if (box) {
    const fits = sizes.filter((size) => size.width <= Number(box[1]) && size.height <= Number(box[2]));
    return send(fits.at(-1) ?? sizes[0], true);
  }
  return null;
}

import fs from 'node:fs/promises';
import path from 'node:path';
import { loadSharp } from './images';
import { MAX_PIXELS } from './photo-processing';

/** The display widths a photo gets, when the original is at least that wide. */
export const DISPLAY_WIDTHS = [320, 640, 1280, 2048] as const;

/** Formats of every display size, the best first; JPEG is the fallback every browser shows. */
export const SIZE_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type SizeFormat = (typeof SIZE_FORMATS)[number];

/**
 * The widths derived for an original `width` pixels wide: the standard widths it reaches, and
 * its own width when it falls between them (below 2048), so the sharpest size is never lost and
 * nothing is ever enlarged.
 */
export function displayWidths(width: number): number[] {
  const reached: number[] = DISPLAY_WIDTHS.filter((w) => w <= width);
  const largest = DISPLAY_WIDTHS[DISPLAY_WIDTHS.length - 1] as number;
  if (width < largest && !reached.includes(width)) reached.push(width);
  return reached;
}

/** Pixels on a side of an IIIF tile: 512 keeps a 24 MP pyramid to a few hundred files. */
export const TILE_SIZE = 512;
/** The placeholder's width: a few hundred bytes as WebP, blurred so no detail is promised. */
const PLACEHOLDER_WIDTH = 16;
/** Where the tiles go inside a photo's derived folder. */
export const TILES_FOLDER = 'iiif';
/** JPEG outputs (sizes, tiles) sit on white where the original was transparent. */
const WHITE = { r: 255, g: 255, b: 255 };

/**
 * IIIF Image API 3 asks every level, level 0 too, to serve the size `max`, and viewers (OpenSeadragon)
 * ask `full/max/0/default.jpg` when the whole picture fits one tile; libvips names that file by its
 * pixels only (`full/400,300/...`), so it gets its `max` name as well.
 */
async function addMaxSize(tiles: string, width: number, height: number) {
  if (width > TILE_SIZE || height > TILE_SIZE) return;
  const max = path.join(tiles, 'full', 'max', '0');
  await fs.mkdir(max, { recursive: true });
  await fs.copyFile(path.join(tiles, 'full', `${width},${height}`, '0', 'default.jpg'), path.join(max, 'default.jpg'));
}

/** A display size's file name inside the photo's derived folder. */
export const sizeFileName = (width: number, format: SizeFormat) => `size-${width}.${format}`;

/**
 * Writes `base` (upright, at least as wide as the widest) at each width in every format into
 * `folder`. `heightAt` fixes each size's height (a crop's, answered to the web before it is made);
 * without it the ratio is kept as sharp rounds it.
 */
export async function writeDisplaySizes(
  base: Buffer,
  widths: readonly number[],
  folder: string,
  heightAt?: (width: number) => number,
): Promise<void> {
  const sharp = await loadSharp();
  for (const w of widths) {
    const resized = heightAt
      ? sharp(base).resize({ width: w, height: heightAt(w), fit: 'fill' })
      : sharp(base).resize({ width: w, withoutEnlargement: true });
    await resized
      .clone()
      .avif({ quality: 50, effort: 2 })
      .toFile(path.join(folder, sizeFileName(w, 'avif')));
    await resized
      .clone()
      .webp({ quality: 75 })
      .toFile(path.join(folder, sizeFileName(w, 'webp')));
    await resized
      .clone()
      .flatten({ background: WHITE })
      .jpeg({ quality: 80, progressive: true })
      .toFile(path.join(folder, sizeFileName(w, 'jpg')));
  }
}

/**
 * Makes every derived file of one photo in `folder` (which must exist and be empty): the display
 * sizes in each format, IIIF Image API level 0 tiles in `iiif/`, and answers the placeholder as a
 * data: URI. Orientation is applied and metadata is not carried over (sharp drops it unless asked).
 * Sizes are resized from the 2048 px rendition, not the original, so the original is decoded twice
 * only (for it and for the tiles), whatever the number of sizes.
 */
export async function derivePhotoFiles(original: Buffer, folder: string): Promise<{ placeholder: string }> {
  const sharp = await loadSharp();
  const upright = () => sharp(original, { failOn: 'error', limitInputPixels: MAX_PIXELS }).rotate();
  const { autoOrient } = await sharp(original).metadata();
  const { width, height } = autoOrient;
  const widths = displayWidths(width);
  const largest = widths[widths.length - 1] ?? width;
  const base = await upright().resize({ width: largest, withoutEnlargement: true }).toBuffer();

  await writeDisplaySizes(base, widths, folder);

  await upright()
    .flatten({ background: WHITE })
    .jpeg({ quality: 80 })
    .tile({ layout: 'iiif3', size: TILE_SIZE, id: 'https://localhost/iiif/images' })
    .toFile(path.join(folder, TILES_FOLDER));
  await addMaxSize(path.join(folder, TILES_FOLDER), width, height);

  const preview = await sharp(base)
    .resize({ width: PLACEHOLDER_WIDTH, height: Math.max(1, Math.round((PLACEHOLDER_WIDTH * height) / width)), fit: 'fill' })
    .blur(0.6)
    .webp({ quality: 40 })
    .toBuffer();
  return { placeholder: `data:image/webp;base64,${preview.toString('base64')}` };
}

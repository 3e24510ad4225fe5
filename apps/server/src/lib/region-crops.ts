import { loadSharp } from './images';
import { displayWidths, writeDisplaySizes } from './photo-derivatives';
import { MAX_PIXELS } from './photo-processing';
import { DERIVED, type PhotoStorage } from './storage';

/** A rectangle in a photo's upright pixels (a region's). */
export interface CropRectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The display sizes of a region's crop: the photo's standard widths the region reaches, and its
 * own width below 2048, so a crop is never enlarged; each height keeps the region's ratio.
 */
export function cropSizes(rectangle: Pick<CropRectangle, 'width' | 'height'>) {
  const widths = displayWidths(rectangle.width);
  const heightAt = (width: number) => Math.max(1, Math.round((width * rectangle.height) / rectangle.width));
  const largest = widths[widths.length - 1] ?? rectangle.width;
  return { widths, heightAt, largest: { width: largest, height: heightAt(largest) } };
}

/**
 * Cuts a region out of its photo's original (upright, as the rectangle is measured) and writes its
 * display sizes into `folder`, in the formats and qualities of a photo's (ADR 025). Throws on an
 * original that cannot be decoded, or a rectangle that leaves it.
 */
export async function deriveCropFiles(original: Buffer, rectangle: CropRectangle, folder: string): Promise<void> {
  const sharp = await loadSharp();
  const { widths, heightAt, largest } = cropSizes(rectangle);
  const base = await sharp(original, { failOn: 'error', limitInputPixels: MAX_PIXELS })
    .rotate()
    .extract({ left: rectangle.x, top: rectangle.y, width: rectangle.width, height: rectangle.height })
    .resize({ width: largest.width, height: largest.height, fit: 'fill' })
    .toBuffer();
  await writeDisplaySizes(base, widths, folder, heightAt);
}

/** A crop's files: one derived set of its own, `derived/{cropName}/size-…`, as a photo's sizes are. */
export const cropFolder = (cropName: string) => `${DERIVED}/${cropName}`;

/**
 * Removes crops' files after the rows that named them changed. A store that fails here leaves them
 * to the orphan sweep (no row names them any more): the change itself is made and answered.
 */
export async function removeCropFiles(
  storage: PhotoStorage,
  cropNames: readonly string[],
  log: (message: string, error?: unknown) => void,
): Promise<void> {
  await Promise.all(
    cropNames.map((name) =>
      storage.removeFile(cropFolder(name)).catch((error: unknown) => log(`crop ${name}: files left to the orphan sweep`, error)),
    ),
  );
}

import { loadSharp } from './images';

/**
 * Two photos are near-duplicates when their structure hashes differ in at most this many of 64 bits
 * and their mean colours lie within SIMILAR_MAX_COLOUR of each other. Measured on the demo
 * catalogue's 93 drawn photos (bench/src/photo-hash-eval.ts, bench/README.md): resized copies stay
 * within 3 bits, recompressed ones within 7, brightened ones within 10, copies cropped by 2.5 % each
 * side within 13. Unrelated demo photos are at least 9 bits apart, 31 of their 4 278 pairs within
 * this distance: the colours tell those apart.
 */
export const SIMILAR_MAX_DISTANCE = 14;

/** Near-duplicates' mean colours differ by at most this much (CIELAB a*b*, where 2.3 is a just noticeable difference). */
export const SIMILAR_MAX_COLOUR = 1.5;

/** What a photo's near-duplicates are found by. */
export interface PhotoHash {
  /**
   * A 64-bit difference hash (dHash): the picture grey at 9 × 8, each bit whether a pixel is
   * brighter than its right neighbour. Coarse gradients: re-saving, resizing, recompressing or
   * brightening leave it nearly as it was, a small crop moves few bits. Signed, as a `bigint` column.
   */
  bits: bigint;
  /** The picture's mean CIELAB a* (green to red) and b* (blue to yellow): brightness does not move them. */
  colourA: number;
  colourB: number;
}

/** The side of the small picture both halves of the hash are read from. */
const SMALL = 64;
const [COLUMNS, ROWS] = [9, 8];

/** The hash of an image, turned upright by its EXIF orientation, transparency on black (as its JPEG thumbnail). */
export async function perceptualHash(image: Buffer): Promise<PhotoHash> {
  const sharp = await loadSharp();
  const small = await sharp(image, { limitInputPixels: false })
    .rotate()
    .flatten()
    .resize(SMALL, SMALL, { fit: 'fill' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer();
  const raw = { raw: { width: SMALL, height: SMALL, channels: 3 as const } };
  const grey = await sharp(small, raw).greyscale().resize(COLUMNS, ROWS, { fit: 'fill' }).raw().toBuffer();
  let bits = 0n;
  for (let row = 0; row < ROWS; row++) {
    for (let column = 0; column < COLUMNS - 1; column++) {
      const here = grey[row * COLUMNS + column] as number;
      const right = grey[row * COLUMNS + column + 1] as number;
      bits = (bits << 1n) | (here > right ? 1n : 0n);
    }
  }
  const lab = await sharp(small, raw).toColourspace('lab').raw({ depth: 'float' }).toBuffer();
  const values = new Float32Array(lab.buffer, lab.byteOffset, lab.length / 4);
  let [a, b] = [0, 0];
  for (let i = 0; i < values.length; i += 3) {
    a += values[i + 1] as number;
    b += values[i + 2] as number;
  }
  const pixels = values.length / 3;
  return { bits: BigInt.asIntN(64, bits), colourA: a / pixels, colourB: b / pixels };
}

/** How many bits two hashes differ in (the database counts it as `bit_count((a # b)::bit(64))`). */
export function hashDistance(a: bigint, b: bigint): number {
  let rest = BigInt.asUintN(64, a ^ b);
  let bits = 0;
  while (rest !== 0n) {
    rest &= rest - 1n;
    bits++;
  }
  return bits;
}

/** Whether two photos' hashes make them near-duplicates (the rule `linkSimilarPhotos` puts in SQL). */
export function nearDuplicates(one: PhotoHash, other: PhotoHash): boolean {
  return (
    hashDistance(one.bits, other.bits) <= SIMILAR_MAX_DISTANCE &&
    Math.hypot(one.colourA - other.colourA, one.colourB - other.colourB) <= SIMILAR_MAX_COLOUR
  );
}

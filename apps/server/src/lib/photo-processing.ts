import { createHash } from 'node:crypto';
import type { Metadata } from 'sharp';
import { Invalid, PayloadTooLarge, UnsupportedMediaType } from './errors';
import { stripJpegMetadata, stripPngMetadata } from './image-metadata';
import { loadSharp, makeThumbnail } from './images';
import { type PhotoHash, perceptualHash } from './perceptual-hash';

/** The most pixels an upload may have: large enough for any camera, small enough to decode safely. */
export const MAX_PIXELS = 50_000_000;

const ACCEPTED: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export interface ProcessedPhoto {
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  /**
   * The file as served: upright, without EXIF (so without GPS), colour profile kept. An upright
   * JPEG or PNG keeps its uploaded bytes minus the metadata segments; others are re-encoded.
   */
  original: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
  /** SHA-256 of the uploaded bytes, to answer an exact duplicate with the photo already stored. */
  sha256: string;
  /** The picture's perceptual hash, to find near-duplicates (ADR 080). */
  hash: PhotoHash;
}

/**
 * Checks an upload by its content (never its name) and prepares what is stored.
 * The header is read first, so a file that claims too many pixels is refused before decoding.
 */
export async function processPhoto(upload: Buffer): Promise<ProcessedPhoto> {
  if (upload.length === 0) throw new Invalid((t) => t.emptyFile, 'EMPTY_FILE');
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnsupportedMediaType((t) => t.notAnImage);
  }
  const contentType = metadata.format ? ACCEPTED[metadata.format] : undefined;
  if (!contentType) throw new UnsupportedMediaType((t) => t.onlyImages);
  if (!metadata.width || !metadata.height) throw new Invalid((t) => t.unreadableImageSize, 'BAD_IMAGE');
  if (metadata.width * metadata.height > MAX_PIXELS || (metadata.pages ?? 1) > 1) {
    throw new PayloadTooLarge((t) => t.tooManyPixels, 'TOO_MANY_PIXELS');
  }

  const orientation = metadata.orientation ?? 1;
  let thumbnail: Buffer;
  try {
    // Decoding the whole upload (failOn 'error') refuses truncated or corrupt data instead of
    // serving half a picture; shrink-on-load keeps that decode cheap.
    thumbnail = await makeThumbnail(upload, { failOn: 'error', limitInputPixels: MAX_PIXELS });
  } catch {
    throw new Invalid((t) => t.brokenImage, 'BAD_IMAGE');
  }
  const stripped =
    orientation !== 1
      ? null
      : metadata.format === 'jpeg'
        ? stripJpegMetadata(upload)
        : metadata.format === 'png'
          ? stripPngMetadata(upload)
          : null;
  const original = stripped ?? (await reencode(upload, metadata.format as string));
  return {
    contentType: contentType as ProcessedPhoto['contentType'],
    original,
    thumbnail,
    // The displayed size: a photo turned by its EXIF orientation swaps width and height.
    width: metadata.autoOrient.width,
    height: metadata.autoOrient.height,
    sha256: createHash('sha256').update(upload).digest('hex'),
    hash: await perceptualHash(original),
  };
}

/**
 * The fallback when the bytes cannot be kept: a photo turned by its EXIF orientation, a WebP, or
 * a structure the strippers do not know. Plain libjpeg-turbo, not mozjpeg: several times faster
 * for a file whose display sizes are made separately anyway.
 */
async function reencode(upload: Buffer, format: string): Promise<Buffer> {
  const sharp = await loadSharp();
  const pipeline = sharp(upload, { failOn: 'error', limitInputPixels: MAX_PIXELS }).rotate().keepIccProfile();
  try {
    if (format === 'png') return await pipeline.png({ compressionLevel: 6 }).toBuffer();
    if (format === 'webp') return await pipeline.webp({ quality: 90 }).toBuffer();
    return await pipeline.jpeg({ quality: 92 }).toBuffer();
  } catch {
    throw new Invalid((t) => t.brokenImage, 'BAD_IMAGE');
  }
}

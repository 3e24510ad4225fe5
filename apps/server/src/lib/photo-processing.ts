import { createHash } from 'node:crypto';
import type { Metadata, OutputInfo } from 'sharp';
import { Invalid, PayloadTooLarge, UnsupportedMediaType } from './errors';
import { loadSharp, makeThumbnail } from './images';

/** The most pixels an upload may have: large enough for any camera, small enough to decode safely. */
export const MAX_PIXELS = 50_000_000;

const ACCEPTED: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export interface ProcessedPhoto {
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  /** The file as served: upright, without EXIF (so without GPS), colour profile kept. */
  original: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
  /** SHA-256 of the uploaded bytes, to answer an exact duplicate with the photo already stored. */
  sha256: string;
}

/**
 * Checks an upload by its content (never its name) and prepares what is stored.
 * The header is read first, so a file that claims too many pixels is refused before decoding.
 */
export async function processPhoto(upload: Buffer): Promise<ProcessedPhoto> {
  if (upload.length === 0) throw new Invalid('Файл пустой', 'EMPTY_FILE');
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnsupportedMediaType('Это не изображение. Принимаются JPEG, PNG и WebP');
  }
  const contentType = metadata.format ? ACCEPTED[metadata.format] : undefined;
  if (!contentType) throw new UnsupportedMediaType('Принимаются только изображения JPEG, PNG и WebP');
  if (!metadata.width || !metadata.height) throw new Invalid('Не удалось прочитать размер изображения', 'BAD_IMAGE');
  if (metadata.width * metadata.height > MAX_PIXELS || (metadata.pages ?? 1) > 1) {
    throw new PayloadTooLarge('Изображение больше 50 мегапикселей', 'TOO_MANY_PIXELS');
  }

  let original: Buffer;
  let info: OutputInfo;
  try {
    // failOn 'error' refuses truncated or corrupt data instead of serving half a picture.
    const pipeline = sharp(upload, { failOn: 'error', limitInputPixels: MAX_PIXELS }).rotate().keepIccProfile();
    const encoded =
      metadata.format === 'png'
        ? pipeline.png({ compressionLevel: 9 })
        : metadata.format === 'webp'
          ? pipeline.webp({ quality: 90 })
          : pipeline.jpeg({ quality: 92, mozjpeg: true });
    ({ data: original, info } = await encoded.toBuffer({ resolveWithObject: true }));
  } catch {
    throw new Invalid('Изображение повреждено или обрезано', 'BAD_IMAGE');
  }

  return {
    contentType: contentType as ProcessedPhoto['contentType'],
    original,
    thumbnail: await makeThumbnail(original),
    width: info.width,
    height: info.height,
    sha256: createHash('sha256').update(upload).digest('hex'),
  };
}

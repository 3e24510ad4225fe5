import type { SharpOptions } from 'sharp';

/**
 * sharp (libvips) loaded on first use: it costs ~16 MB of resident memory, and a server that
 * only reads never needs it.
 */
export const loadSharp = async () => (await import('sharp')).default;

/** Longest side of a thumbnail, in pixels. */
export const THUMBNAIL_SIZE = 400;

/**
 * A JPEG thumbnail, turned upright by its EXIF orientation; metadata is not carried over. sharp
 * decodes a JPEG or WebP at a fraction of its size when that still covers the thumbnail
 * (shrink-on-load), so a 24 MP upload costs a fraction of a full decode.
 */
export async function makeThumbnail(input: Buffer, options: SharpOptions = {}): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(input, options)
    .rotate()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}

/**
 * sharp (libvips) loaded on first use: it costs ~16 MB of resident memory, and a server that
 * only reads never needs it.
 */
export const loadSharp = async () => (await import('sharp')).default;

/** Longest side of a thumbnail, in pixels. */
export const THUMBNAIL_SIZE = 400;

/** A JPEG thumbnail, turned upright by its EXIF orientation; metadata is not carried over. */
export async function makeThumbnail(input: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(input)
    .rotate()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}

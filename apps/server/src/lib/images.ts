import sharp from 'sharp';

/** Longest side of a thumbnail, in pixels. */
export const THUMBNAIL_SIZE = 400;

/** A JPEG thumbnail, turned upright by its EXIF orientation; metadata is not carried over. */
export async function makeThumbnail(input: Buffer): Promise<Buffer> {
  return sharp(input)
    .rotate()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}

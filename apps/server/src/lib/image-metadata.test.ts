import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { stripJpegMetadata, stripPngMetadata } from './image-metadata';

const noisy = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#777', noise: { type: 'gaussian', mean: 120, sigma: 30 } } });

/** The decoded pixels, to compare pictures whatever their container holds. */
const pixels = async (image: Buffer) => (await sharp(image).raw().toBuffer()).toString('base64');

describe('stripJpegMetadata', () => {
  it('removes EXIF (GPS included) and comments, keeps the ICC profile and the picture bit for bit', async () => {
    for (const progressive of [false, true]) {
      const tagged = await noisy(120, 80)
        .withMetadata({ exif: { IFD0: { Copyright: 'secret' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '54/1 12/1 0/1' } } })
        .withIccProfile('p3')
        .jpeg({ progressive })
        .toBuffer();
      expect((await sharp(tagged).metadata()).exif).toBeDefined();
      const stripped = stripJpegMetadata(Buffer.concat([tagged, Buffer.from('trailing camera data with GPS')])) as Buffer;
      const meta = await sharp(stripped).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeDefined();
      expect(stripped.includes(Buffer.from('secret'))).toBe(false);
      expect(stripped.includes(Buffer.from('trailing'))).toBe(false);
      expect(await pixels(stripped)).toBe(await pixels(tagged));
      expect(stripped.length).toBeLessThan(tagged.length);
    }
  });

  it('answers null for what is not a whole JPEG', async () => {
    const jpeg = await noisy(40, 40).jpeg().toBuffer();
    expect(stripJpegMetadata(Buffer.from('not a jpeg'))).toBeNull();
    expect(stripJpegMetadata(jpeg.subarray(0, jpeg.length - 10))).toBeNull();
  });
});

describe('stripPngMetadata', () => {
  it('removes text and EXIF chunks and keeps the picture', async () => {
    const tagged = await noisy(60, 40)
      .withMetadata({ exif: { IFD0: { Copyright: 'secret' } } })
      .png()
      .toBuffer();
    const withText = Buffer.concat([tagged.subarray(0, 33), textChunk('Comment', 'secret place'), tagged.subarray(33)]);
    expect(withText.includes(Buffer.from('secret place'))).toBe(true);
    const stripped = stripPngMetadata(withText) as Buffer;
    expect(stripped.includes(Buffer.from('secret'))).toBe(false);
    expect((await sharp(stripped).metadata()).exif).toBeUndefined();
    expect(await pixels(stripped)).toBe(await pixels(tagged));
  });
});

/** A PNG tEXt chunk (the CRC is not checked by decoders of ancillary chunks we drop anyway). */
function textChunk(key: string, value: string): Buffer {
  const data = Buffer.from(`${key}\0${value}`, 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  data.copy(chunk, 8);
  return chunk;
}

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngClaiming, testImage } from '../../test/upload-helpers';
import { MAX_PIXELS, processPhoto } from './photo-processing';

const image = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg') => testImage(format, width, height);

describe('processPhoto', () => {
  it('accepts JPEG, PNG and WebP, keeping the format and making a JPEG thumbnail of at most 400 px', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const result = await processPhoto(await image(1200, 600, format));
      expect(result.contentType).toBe(`image/${format}`);
      expect([result.width, result.height]).toEqual([1200, 600]);
      const thumb = await sharp(result.thumbnail).metadata();
      expect(thumb.format).toBe('jpeg');
      expect(Math.max(thumb.width ?? 0, thumb.height ?? 0)).toBe(400);
    }
  });

  it('turns a photo upright by its EXIF orientation and strips EXIF, GPS included', async () => {
    const tagged = await sharp(await image(300, 100))
      .withMetadata({ orientation: 6, exif: { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '54/1 12/1 0/1' } } })
      .jpeg()
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const result = await processPhoto(tagged);
    expect([result.width, result.height]).toEqual([100, 300]);
    const served = await sharp(result.original).metadata();
    expect(served.exif).toBeUndefined();
    expect(served.orientation).toBeUndefined();
  });

  it('hashes the uploaded bytes, so the same file gives the same hash', async () => {
    const file = await image(50, 50);
    expect((await processPhoto(file)).sha256).toBe((await processPhoto(Buffer.from(file))).sha256);
  });

  it('refuses a text file named like a photo, an SVG and an empty file', async () => {
    await expect(processPhoto(Buffer.from('просто текст, не картинка'))).rejects.toMatchObject({ status: 415 });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    await expect(processPhoto(svg)).rejects.toMatchObject({ status: 415 });
    await expect(processPhoto(Buffer.alloc(0))).rejects.toMatchObject({ status: 400 });
  });

  it('refuses a header claiming 100 000 x 100 000 px before decoding it', async () => {
    expect(100_000 * 100_000).toBeGreaterThan(MAX_PIXELS);
    await expect(processPhoto(await pngClaiming(100_000, 100_000))).rejects.toMatchObject({ status: 413, code: 'TOO_MANY_PIXELS' });
  });

  it('refuses a truncated JPEG', async () => {
    const whole = await sharp({
      create: { width: 800, height: 800, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    })
      .jpeg()
      .toBuffer();
    await expect(processPhoto(whole.subarray(0, Math.floor(whole.length / 2)))).rejects.toMatchObject({ status: 400, code: 'BAD_IMAGE' });
  });
});

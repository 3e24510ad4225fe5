import sharp from 'sharp';

/** A small real JPEG (a gradient) for upload tests; `seed` makes each one a different file. */
export async function testJpeg(seed: number): Promise<Buffer> {
  const width = 320;
  const height = 240;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = (x + seed * 37) % 256;
      pixels[at + 1] = (y + seed * 11) % 256;
      pixels[at + 2] = 90;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

import sharp from 'sharp';

/**
 * A seed for `testJpeg` that no other spec of the run is likely to draw (1 in 65 000 per pair):
 * specs share one server, which keeps one photo per content, so a picture another spec published
 * would stand in for a fresh upload.
 */
export function freshSeed(): number {
  return 256 + Math.floor(Math.random() * 65_000);
}

/**
 * A small real JPEG (a gradient) for upload tests; `seed` makes each one a different file, for
 * seeds up to 65 535. Red and green shift with `seed` modulo 256, blue with the rest: with red and
 * green alone, seeds 256 apart drew the same picture, and the server keeps one photo per content.
 */
export async function testJpeg(seed: number): Promise<Buffer> {
  const width = 320;
  const height = 240;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = (x + seed * 37) % 256;
      pixels[at + 1] = (y + seed * 11) % 256;
      pixels[at + 2] = Math.floor(seed / 256) % 256;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A larger real JPEG (light, rings and grain) for the derived sizes and tiles; `seed` makes each one different. */
export async function testPhoto(width: number, height: number, seed: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      const ring = Math.sin(Math.hypot(x - width / 2, y - height / 2) / 23 + seed) * 60;
      const grain = ((x * 7919 + y * 104729 + seed * 31) % 23) - 11;
      pixels[at] = Math.max(0, Math.min(255, 120 + ring + grain));
      pixels[at + 1] = Math.max(0, Math.min(255, 100 + ring / 2 + grain));
      pixels[at + 2] = Math.max(0, Math.min(255, 80 - ring / 3 + grain));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

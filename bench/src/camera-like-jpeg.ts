import sharp from 'sharp';

/**
 * A JPEG that compresses like a camera's photo rather than a drawing: smooth light and shapes with
 * sensor-like grain, at quality 90 - a 4000 × 3000 one is a few MB, as a phone's or camera's is.
 * `seed` makes each one different.
 */
export async function cameraLikeJpeg(width: number, height: number, seed: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = (seed + 1) * 2654435761;
  const random = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
  const hue = (seed * 47) % 360;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      const light = 0.55 + 0.35 * Math.sin((x + seed * 131) / 410) * Math.cos((y - seed * 73) / 290);
      const ring = Math.sin(Math.hypot(x - width / 2, y - height / 2) / 37) * 18;
      const grain = (random() - 0.5) * 26;
      pixels[at] = clamp(light * (140 + hue / 4) + ring + grain);
      pixels[at + 1] = clamp(light * 120 + ring * 0.8 + grain);
      pixels[at + 2] = clamp(light * (90 + (360 - hue) / 6) + grain);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

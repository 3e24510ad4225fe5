/**
 * Photo uploads, display sizes and tiles (issues #18 and #21 point 5), measured in one run:
 *
 * - upload image work before (the original re-encoded with mozjpeg q92, the thumbnail decoded
 *   from that output) and after (the uploaded bytes kept minus metadata, the thumbnail made from
 *   the upload with shrink-on-load), as CPU time per upload and the ratio of uploads per second;
 * - a 24-megapixel JPEG: time to all display sizes, tiles and the placeholder, and bytes on disk;
 * - bytes a gallery page of 40 photos downloads at 390 and 1280 px wide, and the photo page's
 *   largest image, before (400 px JPEG thumbnails, the original) and after (the display size a
 *   browser picks from the srcset, AVIF).
 *
 * `npm run bench:photos -w bench` (about two minutes on two busy cores). Synthetic "camera"
 * images: gradients and shapes under sensor-like noise, so encoders work as hard as on photos.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { derivePhotoFiles, displayWidths, sizeFileName } from '@museum/server/lib/photo-derivatives';
import { processPhoto } from '@museum/server/lib/photo-processing';
import sharp from 'sharp';

const ROUNDS = Number(process.env.PHOTO_BENCH_ROUNDS ?? 3);

/** A camera-like JPEG: shapes and gradients under mild noise, with an EXIF block as cameras write. */
async function cameraJpeg(width: number, height: number, orientation = 1): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3d4a2f"/><stop offset="1" stop-color="#c9b37e"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    ${Array.from({ length: 40 }, (_, i) => `<circle cx="${(i * 7919) % width}" cy="${(i * 104729) % height}" r="${(width / 30) * (1 + (i % 5))}" fill="hsl(${(i * 37) % 360},35%,${30 + (i % 4) * 12}%)" opacity="0.6"/>`).join('')}
  </svg>`;
  const base = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 10 } },
  })
    .raw()
    .toBuffer();
  const mixed = Buffer.alloc(width * height * 3);
  for (let i = 0, p = 0; i < mixed.length; i++, p++) {
    const channel = base.info.channels === 4 ? Math.floor(i / 3) * 4 + (i % 3) : i;
    mixed[i] = Math.max(0, Math.min(255, (base.data[channel] as number) + (noise[p] as number) - 128));
  }
  return sharp(mixed, { raw: { width, height, channels: 3 } })
    .withMetadata({ orientation, exif: { IFD0: { Make: 'Bench', Model: 'Camera' } } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** Upload image work as it was before this change (kept here to measure against). */
async function processPhotoBefore(upload: Buffer): Promise<{ original: Buffer; thumbnail: Buffer }> {
  await sharp(upload, { limitInputPixels: false }).metadata();
  const original = await sharp(upload, { failOn: 'error' }).rotate().keepIccProfile().jpeg({ quality: 92, mozjpeg: true }).toBuffer();
  const thumbnail = await sharp(original)
    .rotate()
    .resize(400, 400, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  createHash('sha256').update(upload).digest('hex');
  return { original, thumbnail };
}

/** CPU milliseconds (user + system) per call, the median of `ROUNDS`. */
async function cpuMs(work: () => Promise<unknown>): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = process.cpuUsage();
    await work();
    const used = process.cpuUsage(start);
    samples.push((used.user + used.system) / 1000);
  }
  return samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)] as number;
}

async function folderBytes(dir: string): Promise<{ bytes: number; files: number }> {
  let bytes = 0;
  let files = 0;
  for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    bytes += (await fs.stat(path.join(entry.parentPath, entry.name))).size;
    files++;
  }
  return { bytes, files };
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(2)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

async function main() {
  // sharp uses every core per image by default; the server's queue runs one upload at a time.
  const results: Record<string, unknown> = { cores: os.cpus().length, load: os.loadavg()[0], rounds: ROUNDS };

  console.log('Upload image work, CPU ms per upload (median):');
  const uploads: Record<string, unknown> = {};
  for (const [label, width, height, orientation] of [
    ['12 MP JPEG, upright', 4000, 3000, 1],
    ['4 MP JPEG, upright', 2400, 1600, 1],
    ['12 MP JPEG, EXIF-rotated (re-encoded)', 4000, 3000, 6],
  ] as const) {
    const file = await cameraJpeg(width, height, orientation);
    const before = await cpuMs(() => processPhotoBefore(file));
    const after = await cpuMs(() => processPhoto(file));
    const ratio = before / after;
    uploads[label] = { before, after, ratio, bytes: file.length };
    console.log(`  ${label}: before ${before.toFixed(0)} ms, after ${after.toFixed(0)} ms: ${ratio.toFixed(1)}x uploads per CPU-second`);
  }
  results.uploads = uploads;

  console.log('24 MP JPEG: display sizes, tiles and placeholder');
  const big = await cameraJpeg(6000, 4000);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'museum-derive-bench-'));
  try {
    const wallStart = performance.now();
    const cpuStart = process.cpuUsage();
    const { placeholder } = await derivePhotoFiles(big, dir);
    await fs.rm(path.join(dir, 'vips-properties.xml'), { force: true }); // as storage does
    const cpu = process.cpuUsage(cpuStart);
    const wallMs = performance.now() - wallStart;
    const tiles = await folderBytes(path.join(dir, 'iiif'));
    const all = await folderBytes(dir);
    const sizes = { bytes: all.bytes - tiles.bytes, files: all.files - tiles.files };
    const derivation = {
      original: big.length,
      wallMs,
      cpuMs: (cpu.user + cpu.system) / 1000,
      sizes,
      tiles,
      placeholderChars: placeholder.length,
    };
    results.derivation24mp = derivation;
    console.log(
      `  original ${mb(big.length)}; ${wallMs.toFixed(0)} ms wall, ${derivation.cpuMs.toFixed(0)} ms CPU; sizes ${mb(sizes.bytes)} in ${sizes.files} files; tiles ${mb(tiles.bytes)} in ${tiles.files} files; placeholder ${placeholder.length} chars`,
    );

    // What pages download. Gallery: 40 tiles; at 390 px two columns of ~175 CSS px on a 3x screen
    // (525 device px: the 640 size), at 1280 px five columns of ~230 CSS px at 1x (the 320 size).
    // Photo page: the largest image ~1170 device px at 390 (3x), ~900 CSS px at 1280 (1x): 1280 size.
    const size = async (width: number, format: 'avif' | 'jpg' = 'avif') =>
      (await fs.stat(path.join(dir, sizeFileName(width, format)))).size;
    const thumbnail = (await processPhoto(big)).thumbnail.length;
    const widths = displayWidths(6000);
    const pages = {
      gallery390: { before: 40 * thumbnail, after: 40 * (await size(640)) },
      gallery1280: { before: 40 * thumbnail, after: 40 * (await size(320)) },
      photoPage390: { before: big.length, after: await size(1280) },
      photoPage1280: { before: big.length, after: await size(1280) },
      // The JPEG fallback (a browser without AVIF and WebP), for the same choices.
      gallery390Jpeg: { before: 40 * thumbnail, after: 40 * (await size(640, 'jpg')) },
      gallery1280Jpeg: { before: 40 * thumbnail, after: 40 * (await size(320, 'jpg')) },
      photoPageJpeg: { before: big.length, after: await size(1280, 'jpg') },
    };
    results.pages = { widths, ...pages };
    console.log("Bytes downloaded (40-photo gallery; the photo page's largest image), before -> after:");
    for (const [name, { before, after }] of Object.entries(pages)) {
      console.log(`  ${name}: ${kb(before)} -> ${kb(after)} (${(before / after).toFixed(1)}x less)`);
    }
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }

  const out = path.join(
    path.dirname(new URL(import.meta.url).pathname),
    '..',
    'results',
    `${new Date().toISOString().replace(/[:.]/g, '-')}-photos.json`,
  );
  await fs.mkdir(path.dirname(out), { recursive: true });
  await fs.writeFile(out, JSON.stringify(results, null, 2));
  console.log(`Written to ${out}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

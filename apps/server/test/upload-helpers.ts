import fs from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

let shade = 0;

/** A small real image, a different colour each call so no two are exact duplicates. */
export async function testImage(format: 'jpeg' | 'png' | 'webp' = 'jpeg', width = 64, height = 48): Promise<Buffer> {
  shade = (shade + 1) % 0xffffff;
  const background = `#${((shade * 2_654_435_761) >>> 8).toString(16).padStart(6, '0').slice(-6)}`;
  return sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();
}

/** A real small PNG whose header (checksum fixed up) claims a size the file does not have. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await testImage('png', 10, 10));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A multipart/form-data body with one file part. */
export function multipart(data: Buffer, fileName = 'photo.jpg', contentType = 'image/jpeg', field = 'file') {
  const boundary = `----museum${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads a file through the API. */
export async function upload(
  app: FastifyInstance,
  auth: Record<string, string>,
  data: Buffer,
  fileName = 'photo.jpg',
  contentType = 'image/jpeg',
) {
  const body = multipart(data, fileName, contentType);
  return app.inject({ method: 'POST', url: '/api/archive/photos', payload: body.payload, headers: { ...auth, ...body.headers } });
}

/** Every file under the uploads folder (originals and thumbnails), relative to it. */
export async function storedFiles(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

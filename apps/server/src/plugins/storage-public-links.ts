import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const UPLOADS = '/uploads/';
/** Deep enough for any answer that carries photos (a page of items, each with photos and their image). */
const MAX_DEPTH = 12;

/** A copy of `value` in which every string that starts with `/uploads/` starts with `base/` instead. */
export function linkUploadsTo(value: unknown, base: string, depth = 0): unknown {
  if (typeof value === 'string') return value.startsWith(UPLOADS) ? `${base}/${value.slice(UPLOADS.length)}` : value;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => linkUploadsTo(item, base, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, linkUploadsTo(item, base, depth + 1)]));
}

/**
 * With STORAGE_PUBLIC_URL, answers link photo files (originals, thumbnails, display sizes)
 * straight to that base, a CDN or the bucket's public address, instead of `/uploads` on this
 * server (ADR 032). One hook on the JSON answers, so the services and their mappers stay as they
 * are; `/uploads` keeps working for links already given out.
 */
export const storagePublicLinksPlugin = fp<{ base: string }>(async (app: FastifyInstance, { base }) => {
  app.addHook('preSerialization', async (_request, _reply, payload) => linkUploadsTo(payload, base));
});

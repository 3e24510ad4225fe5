import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLocalStorage } from './local-storage';
import { sendProblem } from './problem-reply';
import { DERIVED, isSafeRelativePath, type PhotoStorage, parseRange } from './storage';

const STORED_NAME = '[0-9a-z_-]{1,64}';
const FILE_SHAPES = [
  new RegExp(`^(${STORED_NAME})\\.[a-z0-9]+$`, 'i'),
  new RegExp(`^thumbs/(${STORED_NAME})_thumb\\.jpg$`, 'i'),
  new RegExp(`^${DERIVED}/(${STORED_NAME})/`, 'i'),
];

/** The stored name a file under `/uploads` belongs to: `{name}.{ext}`, `thumbs/{name}_thumb.jpg`, `derived/{name}/…`. */
export function storedNameOf(relativePath: string): string | null {
  for (const shape of FILE_SHAPES) {
    const name = shape.exec(relativePath)?.[1];
    if (name) return name;
  }
  return null;
}

/** Stored names are random and never reused, so their files can be cached for good. */
export const IMMUTABLE_FILE = 'public, max-age=31536000, immutable';
/**
 * An unpublished photo's file or `info.json` (ADR 048): for this caller only, kept by no cache,
 * readable by no other site (the IIIF routes let any origin read public ones).
 */
export function markPrivate(reply: FastifyReply): FastifyReply {
  reply.removeHeader('access-control-allow-origin');
  return reply.header('cache-control', 'private, no-store').header('cross-origin-resource-policy', 'same-origin');
}
/**
 * A published photo's file: any site may show it (`<img>`, IIIF viewers' tiles: the resource policy)
 * and read it (viewers that fetch images by script: CORS), as the IIIF routes allow for `info.json`.
 */
export function markPublic(reply: FastifyReply): FastifyReply {
  return reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');
}
/** A 404 is not kept either: the file of a photo published later must be found at once. */
const NOT_FOUND_FILE = 'no-store';

/**
 * The 404 of a stored file, the same whether it is missing or hidden from the caller. Under `/iiif/`
 * any site may read it, as every IIIF answer (a viewer elsewhere must see a 404 as one, issue 53);
 * under `/uploads` no other site may, so a photo's files open nothing cross-origin there.
 */
export const sendMissingFile = (reply: FastifyReply) => {
  if (reply.request.url.startsWith('/iiif/')) markPublic(reply);
  else {
    reply.removeHeader('access-control-allow-origin');
    reply.header('cross-origin-resource-policy', 'same-origin');
  }
  return sendProblem(reply.header('cache-control', NOT_FOUND_FILE), 404, 'NOT_FOUND', (t) => t.noSuchAddress);
};

/**
 * Sends a file of a stored photo (`name`) to whoever may have it: published ones cached for good,
 * unpublished ones privately to their uploader and moderators, a 404 to anyone else (ADR 048).
 */
export async function sendPhotoFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: PhotoStorage,
  name: string,
  relativePath: string,
) {
  const access = await request.server.photoFileAccess(request, name);
  if (access === 'hidden') return sendMissingFile(reply);
  if (access === 'private') markPrivate(reply);
  else markPublic(reply).header('cache-control', IMMUTABLE_FILE);
  return sendStoredFile(request, reply, storage, relativePath);
}

/**
 * Sends a stored file: from disk through @fastify/static, or streamed from the object store with
 * its type, length, ETag and Last-Modified, one byte range (206, or 416 past the end) and
 * If-None-Match (304). A missing file is the usual 404 problem; a store that does not answer
 * throws StorageUnavailable (503 with Retry-After, ADR 032).
 */
export async function sendStoredFile(request: FastifyRequest, reply: FastifyReply, storage: PhotoStorage, relativePath: string) {
  if (!isSafeRelativePath(relativePath)) return sendMissingFile(reply);
  if (isLocalStorage(storage)) return reply.sendFile(relativePath, storage.root, { cacheControl: false });
  const ifNoneMatch = request.headers['if-none-match'];
  const opened = await storage.open(relativePath, { range: parseRange(request.headers.range), ...(ifNoneMatch ? { ifNoneMatch } : {}) });
  switch (opened.status) {
    case 'not-found':
      return sendMissingFile(reply);
    case 'not-modified':
      return reply.code(304).header('etag', opened.etag).send();
    case 'range-not-satisfiable':
      reply.header('content-range', `bytes */${opened.size}`);
      return sendProblem(reply, 416, 'RANGE_NOT_SATISFIABLE', (t) => t.rangeNotSatisfiable);
  }
  reply
    .header('content-type', opened.contentType)
    .header('content-length', String(opened.length))
    .header('etag', opened.etag)
    .header('last-modified', opened.lastModified.toUTCString())
    .header('accept-ranges', 'bytes');
  if (opened.range) reply.code(206).header('content-range', `bytes ${opened.range.start}-${opened.range.end}/${opened.size}`);
  // A HEAD asks for the headers only: the object's stream is closed unread.
  if (request.method === 'HEAD') {
    opened.body.destroy();
    return reply.send();
  }
  return reply.send(opened.body);
}

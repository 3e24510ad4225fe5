import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLocalStorage } from './local-storage';
import { sendProblem } from './problem-reply';
import { isSafeRelativePath, type PhotoStorage, parseRange } from './storage';

/** Stored names are random and never reused, so their files can be cached for good. */
export const IMMUTABLE_FILE = 'public, max-age=31536000, immutable';

/**
 * Sends a stored file: from disk through @fastify/static, or streamed from the object store with
 * its type, length, ETag and Last-Modified, one byte range (206, or 416 past the end) and
 * If-None-Match (304). A missing file is the usual 404 problem; a store that does not answer
 * throws StorageUnavailable (503 with Retry-After, ADR 032).
 */
export async function sendStoredFile(request: FastifyRequest, reply: FastifyReply, storage: PhotoStorage, relativePath: string) {
  if (!isSafeRelativePath(relativePath)) return sendProblem(reply, 404, 'NOT_FOUND', 'Такого адреса нет');
  if (isLocalStorage(storage)) return reply.header('cache-control', IMMUTABLE_FILE).sendFile(relativePath, storage.root);
  const ifNoneMatch = request.headers['if-none-match'];
  const opened = await storage.open(relativePath, { range: parseRange(request.headers.range), ...(ifNoneMatch ? { ifNoneMatch } : {}) });
  switch (opened.status) {
    case 'not-found':
      return sendProblem(reply, 404, 'NOT_FOUND', 'Такого адреса нет');
    case 'not-modified':
      return reply.code(304).header('etag', opened.etag).header('cache-control', IMMUTABLE_FILE).send();
    case 'range-not-satisfiable':
      reply.header('content-range', `bytes */${opened.size}`);
      return sendProblem(reply, 416, 'RANGE_NOT_SATISFIABLE', 'Запрошенный диапазон байтов лежит за концом файла');
  }
  reply
    .header('content-type', opened.contentType)
    .header('content-length', String(opened.length))
    .header('etag', opened.etag)
    .header('last-modified', opened.lastModified.toUTCString())
    .header('accept-ranges', 'bytes')
    .header('cache-control', IMMUTABLE_FILE);
  if (opened.range) reply.code(206).header('content-range', `bytes ${opened.range.start}-${opened.range.end}/${opened.size}`);
  // A HEAD asks for the headers only: the object's stream is closed unread.
  if (request.method === 'HEAD') {
    opened.body.destroy();
    return reply.send();
  }
  return reply.send(opened.body);
}

import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Text answers only: images are compressed already and would only cost CPU. */
const TEXT_TYPES = /^(text\/|application\/(json|problem\+json|xml|javascript|ld\+json)|image\/svg\+xml)/;

/**
 * Brotli or gzip for text answers above 1 KB: API JSON, the page shell, sitemaps. The web
 * client's build is precompressed (its .br/.gz files carry their own Content-Encoding, which
 * this plugin leaves alone), so per-request work stays at a fast brotli level.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: TEXT_TYPES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
});

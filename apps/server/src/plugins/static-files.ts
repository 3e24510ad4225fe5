import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendProblem } from './error-handler';

const YEAR_SECONDS = 31_536_000;

/**
 * Serves uploaded photos at /uploads and the built web client at /, with client-side routing:
 * any other GET outside /api and /uploads answers index.html.
 */
export const staticFilesPlugin = fp<{ uploadsDir: string; webDist: string }>(async (app: FastifyInstance, { uploadsDir, webDist }) => {
  // Stored names are random and never reused, so files can be cached for good.
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    index: false,
    dotfiles: 'deny',
    immutable: true,
    maxAge: YEAR_SECONDS * 1000,
  });

  const indexHtml = path.join(webDist, 'index.html');
  if (existsSync(webDist)) await registerWebClient(app, webDist);

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/uploads/')) {
      return sendProblem(reply, 404, 'NOT_FOUND', 'Такого адреса нет');
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendProblem(reply, 404, 'NOT_FOUND', 'Такого адреса нет');
    }
    if (!existsSync(indexHtml)) {
      return reply.code(503).type('text/plain; charset=utf-8').send('Веб-клиент не собран: выполните npm run build.');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
  });
});

/** Vite's hashed assets are immutable; everything else is revalidated. */
async function registerWebClient(app: FastifyInstance, webDist: string) {
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    decorateReply: false,
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache');
    },
  });
}

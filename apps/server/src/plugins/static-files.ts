import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { chosenHome } from '../lib/chosen-language';
import { isLocalStorage } from '../lib/local-storage';
import { sendProblem } from '../lib/problem-reply';
import type { PhotoStorage } from '../lib/storage';
import { sendMissingFile, sendPhotoFile, storedNameOf } from '../lib/stored-files';
import type { PageHeadsService } from '../modules/seo/page-heads.service';
import type { ShellSource } from '../modules/seo/shell-source';
import { clientProblem } from './error-handler';

const YEAR_SECONDS = 31_536_000;

interface Options {
  storage: PhotoStorage;
  webDist: string;
  pageHeads: PageHeadsService;
  /** The built index.html (webDist's), rendered with each page's head. */
  shell: ShellSource;
  /** Source maps are served in development only. */
  serveSourceMaps: boolean;
}

/** A last path segment with a dot names a file: when there is no such file it is a 404, never the page shell. */
const namesFile = (pathname: string) => /\.[^/]*$/.test(pathname);

/**
 * Serves uploaded photos at /uploads and the built web client at /. Any other GET outside /api
 * and /uploads that names no file answers the page shell with the page's own head and status.
 */
export const staticFilesPlugin = fp<Options>(async (app: FastifyInstance, { storage, webDist, pageHeads, shell, serveSourceMaps }) => {
  // From disk through @fastify/static's sendFile; from a bucket streamed through this server (ADR 032).
  if (isLocalStorage(storage)) await app.register(fastifyStatic, { root: storage.root, serve: false, index: false, dotfiles: 'deny' });
  // Every file belongs to a stored photo, whose publication decides who gets it (ADR 048).
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const relativePath = (request.params as { '*': string })['*'];
    const name = storedNameOf(relativePath);
    return name ? sendPhotoFile(request, reply, storage, name, relativePath) : sendMissingFile(reply);
  });

  if (existsSync(webDist)) await registerWebClient(app, webDist, serveSourceMaps);

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const queryAt = request.url.indexOf('?');
    const pathname = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
    // URLSearchParams decodes leniently: a stray `%` stays as it is, never an error.
    const query = new URLSearchParams(queryAt < 0 ? '' : request.url.slice(queryAt + 1));
    // The root answers by the reader's chosen language: every answer there varies by the cookie.
    if (pathname === '/') reply.header('vary', 'Cookie');
    const home = chosenHome(pathname, queryAt < 0 ? '' : request.url.slice(queryAt), request.headers.cookie);
    if (home) return reply.header('cache-control', 'no-cache').redirect(home, 302);
    const page = await shell.render(pathname, query, pageHeads);
    if (!page) return reply.code(503).type('text/plain; charset=utf-8').send('Веб-клиент не собран: выполните npm run build.');
    // The shell names the current build's scripts: always revalidated, so a deploy is seen at once.
    reply.header('cache-control', 'no-cache').header('etag', page.etag).type('text/html; charset=utf-8');
    if (page.status === 200 && request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    return reply.code(page.status).send(page.html);
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const allowed = app.allowedMethods(pathname);
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return sendProblem(reply.header('allow', allowed.join(', ')), 405, ...clientProblem(405));
    }
    if (pathname.startsWith('/uploads/') || pathname.startsWith('/iiif/')) return sendMissingFile(reply);
    if (pathname.startsWith('/api/') || pathname === '/api') return sendProblem(reply, 404, 'NOT_FOUND', (t) => t.noSuchAddress);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || namesFile(pathname)) {
      return sendProblem(reply, 404, 'NOT_FOUND', (t) => t.noSuchAddress);
    }
    return sendPage(request, reply);
  });
});

/**
 * Vite's hashed assets are immutable; everything else is revalidated. Files are looked up per
 * request (wildcard), so a rebuild under a running server is served at once. Text files come
 * precompressed (.br, .gz written by the build) when the client accepts them.
 */
async function registerWebClient(app: FastifyInstance, webDist: string, serveSourceMaps: boolean) {
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    decorateReply: false,
    wildcard: true,
    index: false,
    preCompressed: true,
    // The shell is rendered per page, never sent raw; the root is the home page, not a folder.
    allowedPath: (pathname) => pathname !== '/' && pathname !== '/index.html' && (serveSourceMaps || !pathname.endsWith('.map')),
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache');
    },
  });
}

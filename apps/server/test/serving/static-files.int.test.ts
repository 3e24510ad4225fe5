import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPhoto } from '../catalogue-factories';
import { createTestApp, type TestApp } from '../harness';
import { FIXTURE_SCRIPT, writeWebDist } from './web-dist-fixture';

/** Caching, statuses and compression of the built web client and the page shell. */
describe.each(['development', 'production'] as const)('static files (%s)', (env) => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await writeWebDist(await mkdtemp(path.join(os.tmpdir(), 'museum-web-')));
    t = await createTestApp({ webDist, env });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it('sends the page shell as no-cache with an ETag, and 304 to a matching If-None-Match', async () => {
    for (const url of ['/', '/search', '/products']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toMatch(/^".+"$/);
      const again = await get(url, { 'if-none-match': String(res.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
  });

  it('keeps hashed assets immutable for a year and revalidates public files', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe(FIXTURE_SCRIPT);
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed copy to a client that accepts brotli', async () => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(FIXTURE_SCRIPT);
    const gz = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('compresses the page shell and never the photos', async () => {
    const page = await get('/', { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');
    await mkdir(t.storage.root, { recursive: true });
    // A file is served only as a stored photo's (ADR 048).
    await buildPhoto(t.database, { fileName: 'photo-123' });
    await writeFile(path.join(t.storage.root, 'photo-123.jpg'), Buffer.alloc(8192, 1));
    const photo = await get('/uploads/photo-123.jpg', { 'accept-encoding': 'br, gzip' });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-encoding']).toBeUndefined();
    expect(photo.rawPayload.length).toBe(8192);
  });

  it('answers a missing file with 404, never the shell', async () => {
    for (const url of ['/assets/gone-123.js', '/assets/gone.css', '/favicon.ico', '/robots.php', '/index.html']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toContain('text/html');
    }
  });

  it(env === 'production' ? 'does not serve source maps' : 'serves source maps in development', async () => {
    const res = await get('/assets/index-abc123.js.map');
    expect(res.statusCode).toBe(env === 'production' ? 404 : 200);
  });

  it('answers an unknown path with 404 and the shell of the not-found page', async () => {
    for (const url of ['/no-such-page', '/products/abc', '/products/1/2', '/details/year/abc']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<title>Страница не найдена — Музей «Тульский Максим»</title>');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).toContain('/assets/index-abc123.js');
    }
  });
});

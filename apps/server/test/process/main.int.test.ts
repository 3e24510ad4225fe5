import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { linkIn, readOutbox, scaled } from '@museum/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoRegions } from '../../src/db/demo-data/regions-data';
import { freePort, type Spawned, serverRoot, spawnEntry, waitForOutput } from './spawn';

const webDist = path.resolve(serverRoot, '../web/dist');

describe('the real main on a fresh data folder', () => {
  let dataDir: string;
  let server: Spawned;
  let base: string;
  const getJsonFrom = async <T>(url: string): Promise<T> => (await (await fetch(base + url)).json()) as T;

  beforeAll(async () => {
    if (!existsSync(path.join(webDist, 'index.html'))) {
      execFileSync('npm', ['run', 'build', '-w', '@museum/web'], { cwd: path.resolve(serverRoot, '../..'), stdio: 'ignore' });
    }
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'museum-main-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawnEntry('src/main.ts', [], { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
    // The test set-up's build made the install's cache (ADR 074): the first start copies the demo photos.
    await waitForOutput(server, /Museum ready/, 120_000);
  }, scaled(300_000));

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('loads the demo catalogue in a process of its own before listening, every photo derived', async () => {
    const output = server.output();
    const steps = [/First start: loading the demo catalogue/, /Demo catalogue loaded: \d+ products/, /Museum ready/];
    // From the install's cache (ADR 074): the migrated template, the pictures and their files; nothing drawn, no initdb.
    expect(output).toMatch(/New PGlite data folder: from the install's template/);
    expect(output).toMatch(/Demo photos: [1-9]\d* pictures and sets of files from the build's cache, 0 drawn here\./);
    const [loading, loaded, ready] = steps.map((step) => output.search(step)) as [number, number, number];
    expect(loading >= 0 && loading < loaded && loaded < ready, output).toBe(true);
    const page = await getJsonFrom<{ content: { id: number }[] }>('/api/archive/photos/page?size=100');
    expect(page.content.length).toBeGreaterThanOrEqual(40);
    for (const { id } of page.content) {
      const photo = await getJsonFrom<{ image: { sizes: unknown; tiles: unknown } }>(`/api/archive/photos/${id}`);
      expect(photo.image.sizes, `photo ${id}`).not.toBeNull();
      expect(photo.image.tiles, `photo ${id}`).not.toBeNull();
    }
  });

  it('made the demo regions’ crops at the demo load, served to anyone', async () => {
    const regions: { id: number; crop: { url: string; width: number } | null }[] = [];
    for (let page = 0; ; page++) {
      const { content } = await getJsonFrom<{ content: { id: number }[] }>(`/api/archive/photos/page?size=100&page=${page}`);
      if (content.length === 0) break;
      for (const { id } of content) regions.push(...(await getJsonFrom<typeof regions>(`/api/archive/photos/${id}/regions`)));
    }
    expect(regions).toHaveLength(demoRegions.length);
    for (const region of regions) expect(region.crop, `region ${region.id}`).not.toBeNull();
    const crop = await fetch(base + regions[0]?.crop?.url);
    expect(crop.status).toBe(200);
    expect(crop.headers.get('content-type')).toBe('image/jpeg');
  });

  it('serves the web client at / and at deep links', async () => {
    for (const url of ['/', '/products/1', '/search?q=станок']) {
      const res = await fetch(base + url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      // The root holds the server's plain summary on item pages; the client replaces it.
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('serves the hashed assets the page names, cached for good', async () => {
    const html = await (await fetch(`${base}/`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const res = await fetch(base + script);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('serves a demo photo and its JPEG thumbnail', async () => {
    const files = (await fs.readdir(path.join(dataDir, 'uploads'))).filter((f) => f.endsWith('.jpg'));
    expect(files.length).toBeGreaterThanOrEqual(40);
    const name = (files[0] as string).replace(/\.jpg$/, '');
    const photo = await fetch(`${base}/uploads/${name}.jpg`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
    const thumb = await fetch(`${base}/uploads/thumbs/${name}_thumb.jpg`);
    expect(thumb.status).toBe(200);
    const bytes = new Uint8Array(await thumb.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
  });

  it('answers a missing upload and an unknown API path with 404 problems', async () => {
    for (const url of ['/uploads/nope.jpg', '/api/nope']) {
      const res = await fetch(base + url);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
    }
  });

  it('starts again on the same folder without loading the demo catalogue twice', { timeout: scaled(240_000) }, async () => {
    const products = async () => (await getJsonFrom<{ totalElements: number }>('/api/archive/products/search?size=1')).totalElements;
    const before = await products();
    server.child.kill('SIGTERM');
    await server.exited;
    server = spawnEntry('src/main.ts', [], { DATA_DIR: dataDir, PORT: new URL(base).port, HOST: '127.0.0.1' });
    await waitForOutput(server, /Museum ready/, 120_000);
    expect(server.output()).not.toMatch(/First start|Demo catalogue loaded/);
    expect(await products()).toBe(before);
  });

  it('reports health on the embedded database', async () => {
    const res = await fetch(`${base}/api/health`);
    expect(await res.json()).toMatchObject({ status: 'ok', db: 'pglite' });
  });

  it('signs up without SMTP: the mail lands in DATA_DIR/outbox; the log says so, without its link', async () => {
    const account = { username: 'laptop_user', email: 'laptop@example.org', password: 'Тульский оружейный завод' };
    const post = (url: string, body: unknown) =>
      fetch(base + url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post('/api/auth/register', account)).status).toBe(201);
    await waitForOutput(server, /mail written to the outbox/);
    expect(server.output()).not.toMatch(/confirm-email\?token=/);

    const [mail] = await readOutbox(path.join(dataDir, 'outbox'));
    const token = mail ? linkIn(mail, '/confirm-email').searchParams.get('token') : null;
    expect((await post('/api/auth/confirm', { token })).status).toBe(200);
    const login = await post('/api/auth/login', { username: account.email, password: account.password });
    expect(await login.json()).toMatchObject({ username: 'laptop_user', role: 'USER', roles: ['ROLE_USER'] });
  });

  it('logs requests with token query parameters redacted and no Authorization header', async () => {
    await fetch(`${base}/reset-password?token=VerySecretResetToken123`);
    await fetch(`${base}/api/auth/me`, { headers: { authorization: 'Bearer SecretBearerToken4567890' } });
    await waitForOutput(server, /reset-password\?token=\[REDACTED\]/);
    expect(server.output()).not.toContain('VerySecretResetToken123');
    expect(server.output()).not.toContain('SecretBearerToken4567890');
  });

  it('keeps everything in DATA_DIR private to its owner: the database, photos, outbox mails (issue 30, point 2)', async () => {
    const open: string[] = [];
    for (const entry of await fs.readdir(dataDir, { recursive: true })) {
      const { mode } = await fs.lstat(path.join(dataDir, entry));
      if ((mode & 0o170000) !== 0o120000 && (mode & 0o077) !== 0) open.push(`${entry} ${(mode & 0o777).toString(8)}`);
    }
    expect(open).toEqual([]);
    expect((await fs.stat(dataDir)).mode & 0o777).toBe(0o700);
    expect((await fs.readdir(path.join(dataDir, 'outbox'))).length).toBeGreaterThan(0);
  });
});

// Photo bytes per page (issue 18.5): what the gallery page and the photo page download in images,
// in Chromium, with the derived sizes and tiles ("after") and with the page as it was before them
// ("before": the same server and the same photos, every answer's derived sizes and tiles removed on
// the way to the page, so it falls back to the thumbnails and originals as the main branch did).
//   npm run bench:page-bytes -w @museum/bench                 (16 photos of 4000 × 3000)
//   npm run bench:page-bytes -w @museum/bench -- --photos 4 --width 2000 --height 1500
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, repoRoot, spawnServerEntry, waitForHttp } from '@museum/test-kit';
import { type Browser, chromium } from 'playwright-core';
import { cameraLikeJpeg } from './camera-like-jpeg';
import { formatBytes, measureGallery, measurePhotoPage, type PageBytes, type Viewport } from './page-bytes-measure';

const { values } = parseArgs({
  options: {
    photos: { type: 'string', default: '16' },
    width: { type: 'string', default: '4000' },
    height: { type: 'string', default: '3000' },
  },
});
const photoCount = Number(values.photos);
const size = { width: Number(values.width), height: Number(values.height) };

const VIEWPORTS: Viewport[] = [
  { name: '1280 px', width: 1280, height: 800, deviceScaleFactor: 1, mobile: false },
  { name: '390 px, 1×', width: 390, height: 844, deviceScaleFactor: 1, mobile: true },
  { name: '390 px, 3× (a phone)', width: 390, height: 844, deviceScaleFactor: 3, mobile: true },
];
const admin = { username: 'bench_admin', password: 'стенд-фотографий-1910' };

execFileSync(process.execPath, [path.join(repoRoot, 'scripts/ensure-web-build.mjs')], { cwd: repoRoot, stdio: 'inherit' });
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'museum-bench-page-bytes-'));
const created = spawnServerEntry(
  'src/cli/admin.ts',
  ['create', admin.username, 'bench@example.ru', '--password', admin.password, '--role', 'ADMIN'],
  { DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
);
if ((await created.exited) !== 0) throw new Error(`creating the bench admin failed:\n${created.output()}`);
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
// Not benchServerEnv (server-env.ts): the server from its sources in test-kit's test environment,
// with NODE_ENV left as the caller's rather than production.
const server = spawnServerEntry('src/main.ts', [], {
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  PUBLIC_URL: baseUrl,
  DEMO_DATA: '0',
});
let browser: Browser | undefined;
try {
  await waitForHttp(`${baseUrl}/api/health`, server.child, 120_000, () => server.output());
  const token = await logIn();
  const ids: number[] = [];
  const uploadedAt = performance.now();
  let originalBytes = 0;
  for (let i = 0; i < photoCount; i += 1) {
    const jpeg = await cameraLikeJpeg(size.width, size.height, i);
    originalBytes += jpeg.length;
    ids.push(await upload(token, jpeg, `bench-${i + 1}.jpg`));
  }
  await api(token, 'POST', '/api/archive/products', { name: 'Пулемёт для замера фотографий', photos: ids.map((id) => ({ id })) });
  await waitUntilDerived(ids);
  console.log(
    `${photoCount} photos of ${size.width} × ${size.height} (originals ${formatBytes(originalBytes)} in all) uploaded and derived in ${Math.round((performance.now() - uploadedAt) / 1000)} s`,
  );

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const rows: { page: string; viewport: string; before: PageBytes; after: PageBytes }[] = [];
  for (const viewport of VIEWPORTS) {
    const before = await measureGallery(browser, baseUrl, viewport, 'before');
    const after = await measureGallery(browser, baseUrl, viewport, 'after');
    rows.push({ page: 'gallery', viewport: viewport.name, before, after });
  }
  const photoId = ids[0] as number;
  for (const viewport of VIEWPORTS) {
    const before = await measurePhotoPage(browser, baseUrl, viewport, photoId, 'before');
    const after = await measurePhotoPage(browser, baseUrl, viewport, photoId, 'after');
    rows.push({ page: `photo ${photoId}`, viewport: viewport.name, before, after });
  }

  console.log(
    '\n| Page | Viewport | Images before | Images after | after / before | Largest image before | Largest image after | after / before |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const { page, viewport, before, after } of rows) {
    console.log(
      `| ${page}${before.scrolled ? ' (scrolled to the end)' : ''} | ${viewport} | ${formatBytes(before.total)} (${before.count}) | ${formatBytes(after.total)} (${after.count}) | ${ratio(after.total, before.total)} | ${formatBytes(before.largest)} | ${formatBytes(after.largest)} | ${ratio(after.largest, before.largest)} |`,
    );
    if (before.firstScreen !== undefined && after.firstScreen !== undefined)
      console.log(
        `| ${page} (first screen) | ${viewport} | ${formatBytes(before.firstScreen)} | ${formatBytes(after.firstScreen)} | ${ratio(after.firstScreen, before.firstScreen)} | | | |`,
      );
  }
  const resultsDir = path.join(repoRoot, 'bench/results');
  await mkdir(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-page-bytes.json`);
  await writeFile(file, JSON.stringify({ photos: photoCount, size, originalBytes, rows }, null, 2));
  console.log(`\nWritten to ${path.relative(repoRoot, file)}`);
} finally {
  await browser?.close();
  server.child.kill('SIGTERM');
  await server.exited;
  await rm(dataDir, { recursive: true, force: true });
}

function ratio(after: number, before: number): string {
  return before > 0 ? (after / before).toFixed(3) : '—';
}

async function logIn(): Promise<string> {
  const answer = (await api(undefined, 'POST', '/api/auth/login', admin)) as { token: string };
  return answer.token;
}

async function api(token: string | undefined, method: string, url: string, body?: unknown): Promise<unknown> {
  const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}

async function upload(token: string, file: Buffer, name: string): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), name);
  const response = await fetch(`${baseUrl}/api/archive/photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}

/** Derivation runs off the request path: wait until every photo has its sizes and tiles. */
async function waitUntilDerived(photoIds: number[]): Promise<void> {
  for (const id of photoIds) {
    for (;;) {
      const photo = (await api(undefined, 'GET', `/api/archive/photos/${id}`)) as { image?: { sizes: unknown; tiles: unknown } };
      if (photo.image?.sizes && photo.image.tiles) break;
      if (server.child.exitCode !== null) throw new Error(`the server stopped:\n${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

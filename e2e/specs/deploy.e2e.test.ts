import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, scaled, waitForHttp } from '@museum/test-kit';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, useChromium } from '../src/chromium';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A new deploy as the open page sees it: every hashed file gets a new name (as a rebuild with
 * changed sources gives), the old files are gone, and index.html names the new ones.
 */
async function redeploy(webDist: string) {
  const assets = path.join(webDist, 'assets');
  const hashed = (await readdir(assets)).filter((f) => /\.(js|css)$/.test(f));
  const renames = new Map(hashed.map((f) => [f, f.replace(/-([\w-]{8})\.(js|css)$/, '-n$1.$2')]));
  const rewrite = (text: string) => {
    let out = text;
    for (const [from, to] of renames) out = out.split(from).join(to);
    return out;
  };
  for (const file of (await readdir(assets)).filter((f) => /\.(js|css|br|gz|map)$/.test(f))) {
    const full = path.join(assets, file);
    if (/\.(br|gz)$/.test(file)) {
      await rm(full);
      continue;
    }
    const base = file.replace(/\.map$/, '');
    const target = path.join(assets, (renames.get(base) ?? base) + (file.endsWith('.map') ? '.map' : ''));
    await writeFile(full, rewrite(await readFile(full, 'utf8')));
    await rename(full, target);
  }
  await writeFile(path.join(webDist, 'index.html'), rewrite(await readFile(path.join(webDist, 'index.html'), 'utf8')));
}

describe.skipIf(!inject('chromium'))('a page opened before a deploy', () => {
  const browser = useChromium();
  let server: ChildProcess;
  let baseUrl: string;
  let workDir: string;
  let webDist: string;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'museum-deploy-'));
    webDist = path.join(workDir, 'web');
    await cp(path.join(repoRoot, 'apps/web/dist'), webDist, { recursive: true });
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    // From the sources through tsx, as `npm run dev` runs it: the one start of that path (ADR 077).
    server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.join(repoRoot, 'apps/server'),
      env: {
        ...process.env,
        DATA_DIR: path.join(workDir, 'data'),
        WEB_DIST: webDist,
        DEMO_DATA: '0',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    await waitForHttp(`${baseUrl}/api/health`, server);
  });

  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await rm(workDir, { recursive: true, force: true });
  });

  it('reloads once when a lazy page of the old build is gone, and then works', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Тульский Максим' }).waitFor();
    expect(loads).toBe(1);

    const oldChunk = (await readdir(path.join(webDist, 'assets'))).find((f) => /^about-page-.*\.js$/.test(f));
    expect(oldChunk).toBeDefined();
    await redeploy(webDist);
    // The old build's about page is gone: 404, never the HTML shell.
    expect((await fetch(`${baseUrl}/assets/${oldChunk}`)).status).toBe(404);

    // An in-app link to a page whose chunk the open page has not loaded yet.
    await page.locator('header').getByRole('link', { name: 'О проекте' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'О проекте' }).waitFor({ timeout: scaled(30_000) });
    expect(new URL(page.url()).pathname).toBe('/about');
    expect(loads).toBe(2);
    expect(await page.getByText('Страница не загрузилась').count()).toBe(0);
    expect(await page.title()).toBe('О проекте — Музей «Тульский Максим»');
    // The reloaded page runs the new build.
    const scripts = await page.locator('script[src^="/assets/"]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('src')));
    expect(scripts.every((src) => String(src).includes('-n'))).toBe(true);
    await context.close();
  });
});

import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, type Spawned, scaled, TEST_SERVER_ENV, waitForHttp, waitForOutput } from '@museum/test-kit';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort, serverRoot } from './spawn';

/**
 * Runs `script` (sh) with the repository mounted read-only, as systemd's ProtectSystem=strict
 * leaves the install (deploy/maxim-museum.service), and `extra` folders bound over first.
 */
function inReadOnlyInstall(script: string, env: Record<string, string>, extra: [from: string, to: string][] = []): Spawned {
  const readOnly = [[repoRoot, repoRoot], ...extra].map(
    ([from, to]) => `mount --bind "${from}" "${to}" && mount -o remount,bind,ro "${to}"`,
  );
  // A group of its own: a stop reaches the build step's processes too.
  const child = spawn('unshare', ['--mount', 'sh', '-c', `${readOnly.join(' && ')} && cd "${serverRoot}" && ${script}`], {
    detached: true,
    env: { ...onPglite, ...TEST_SERVER_ENV, NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** A private mount namespace needs root (or user namespaces): where there is none, this cannot be shown. */
const canMountReadOnly = process.platform === 'linux' && spawnSync('unshare', ['--mount', 'true']).status === 0;
const node = process.execPath;
const { DATABASE_URL: _postgres, ...onPglite } = process.env;
/** The server workspace's `npm start`, without npm: the build step, then the compiled server. */
const START = `"${node}" scripts/ensure-build.mjs && exec "${node}" $("${node}" scripts/node-flags.mjs) dist/main.js`;
const cacheFolder = path.join(repoRoot, 'node_modules/.cache/museum');

describe.skipIf(!canMountReadOnly)('installed read-only, started on a new data folder (ADR 074)', () => {
  let dataDir: string;
  let running: Spawned | undefined;
  beforeAll(() => {
    // What `npm run build` leaves: dist/ current and the install's cache made (minutes once, when missing).
    execFileSync(node, ['scripts/ensure-build.mjs'], { cwd: serverRoot, stdio: 'ignore', env: onPglite });
  }, scaled(900_000));
  afterEach(async () => {
    if (running?.child.pid && running.child.exitCode === null) process.kill(-running.child.pid, 'SIGTERM');
    await running?.exited;
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('starts from what the build made: no initdb, nothing drawn, nothing written into the install', {
    timeout: scaled(300_000),
  }, async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'museum-read-only-'));
    const cacheBefore = readdirSync(cacheFolder).sort();
    const port = await freePort();
    running = inReadOnlyInstall(START, { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
    await waitForOutput(running, /Museum ready/, 240_000);
    await waitForHttp(`http://127.0.0.1:${port}/api/health`, running.child);
    const output = running.output();
    expect(output).toMatch(/New PGlite data folder: from the install's template/);
    expect(output).toMatch(/Demo photos: [1-9]\d* pictures and sets of files from the build's cache, 0 drawn here\./);
    expect(output).not.toMatch(/initdb|Not made|read-only file system|EROFS/i);
    expect(readdirSync(cacheFolder).sort()).toEqual(cacheBefore);
  });

  it('without the build’s cache, the start says what is missing and makes nothing (no initdb of its own)', {
    timeout: scaled(120_000),
  }, async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'museum-read-only-'));
    const empty = path.join(dataDir, 'no-cache');
    await fs.mkdir(empty);
    // Only the build step: the server itself would then run initdb and draw the demo photos, as before.
    running = inReadOnlyInstall(`"${node}" scripts/ensure-build.mjs`, { DATA_DIR: dataDir }, [[empty, cacheFolder]]);
    expect(await running.exited, running.output()).toBe(0);
    expect(running.output()).toMatch(/Not made \(.* is not writable here; `npm run build` makes them\): .*pglite-.*-datadir\.tar\.gz/);
    expect(running.output()).not.toMatch(/made in \d+ ms|New PGlite data folder/);
    expect(existsSync(path.join(empty, 'pglite'))).toBe(false);
    expect(readdirSync(empty)).toEqual([]);
  });
});

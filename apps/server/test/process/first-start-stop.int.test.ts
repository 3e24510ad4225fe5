import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { scaled } from '@museum/test-kit';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, type Spawned, spawnEntry, waitForOutput } from './spawn';

/** Whether a process with this id runs (signal 0 sends nothing). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The process named by the data folder's lock file once it is not `server`: the demo catalogue's child, loading. */
async function childHoldingTheLock(dataDir: string, server: Spawned): Promise<number> {
  const deadline = Date.now() + scaled(120_000);
  for (;;) {
    const pid = await fs
      .readFile(path.join(dataDir, 'museum.lock'), 'utf8')
      .then((text) => (JSON.parse(text) as { pid: number }).pid)
      .catch(() => undefined); // not there yet, or half-written
    if (pid !== undefined && pid !== server.child.pid) return pid;
    if (server.child.exitCode !== null) throw new Error(`the server ended:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`no child took the data folder's lock:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the real main stopped during its first start', () => {
  let dataDir: string;
  let server: Spawned | undefined;
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('ends the demo catalogue’s child on SIGTERM and exits; the next start takes the folder', { timeout: scaled(600_000) }, async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'museum-first-stop-'));
    const port = await freePort();
    // The child may be making the database folder (initdb, slow on a busy machine) when the stop comes:
    // the server waits for it longer than its grace for requests in flight.
    const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SHUTDOWN_GRACE_MS: String(scaled(240_000)) };
    const start = () => spawnEntry('src/main.ts', [], env);
    server = start();
    const child = await childHoldingTheLock(dataDir, server);
    expect(isRunning(child)).toBe(true);

    server.child.kill('SIGTERM');
    const exitCode = await server.exited;
    expect(isRunning(child), `the demo catalogue's child ${child} still runs`).toBe(false);
    expect(exitCode, server.output()).toBe(0);

    server = start();
    await waitForOutput(server, /Museum ready/, 360_000);
    expect(server.output()).not.toMatch(/in use by another process/);
    const products = await fetch(`http://127.0.0.1:${port}/api/archive/products/search?size=1`);
    expect(((await products.json()) as { totalElements: number }).totalElements).toBeGreaterThan(0);
  });
});

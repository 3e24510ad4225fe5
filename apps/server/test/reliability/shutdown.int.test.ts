import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, type Spawned, serverRoot, spawnEntry, waitForOutput } from '../process/spawn';
import { multipart, testImage } from '../upload-helpers';
import { PASSWORD, slowUpload } from './live-server';

describe.skipIf(process.env.TEST_DB === 'postgres')('stopping `npm start` with SIGTERM to its process group during slow uploads', () => {
  let dataDir: string;
  let npm: ReturnType<typeof spawn> | undefined;
  afterAll(async () => {
    if (npm?.pid && npm.exitCode === null) process.kill(-npm.pid, 'SIGKILL');
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('finishes every upload in flight, stops once, and releases the lock', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'museum-shutdown-'));
    const env = { DATA_DIR: dataDir, DEMO_DATA: '0' };
    const cli: Spawned = spawnEntry('src/cli/admin.ts', ['create', 'uploader', 'uploader@example.org', '--password', PASSWORD], env);
    expect(await cli.exited, cli.output()).toBe(0);

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // The way people run it: npm, then tsx, then node, all in one process group.
    npm = spawn('npm', ['run', 'start'], {
      cwd: serverRoot,
      detached: true,
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        MAX_EVENT_LOOP_DELAY_MS: '0',
        SHUTDOWN_GRACE_MS: '120000',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    npm.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const exited = new Promise<number | null>((resolve) => npm?.on('exit', (code) => resolve(code)));
    const closed = new Promise((resolve) => npm?.on('close', resolve));
    await waitForOutput({ child: npm, output: () => output, exited }, /Museum ready/, 120_000);
    expect(existsSync(path.join(dataDir, 'museum.lock'))).toBe(true);

    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'uploader', password: PASSWORD }),
    });
    expect(login.status, await login.clone().text()).toBe(200);
    const { token } = (await login.json()) as { token: string };

    const uploads = await Promise.all(
      [0, 1, 2, 3].map(async (n) => slowUpload(base, token, multipart(await testImage('jpeg', 400 + n, 300)), 20, 250)),
    );
    // Every upload has begun sending (the server is reading them) when the group is told to stop.
    await expect.poll(() => Math.min(...uploads.map((upload) => upload.slicesSent())), { interval: 50 }).toBeGreaterThanOrEqual(3);
    process.kill(-(npm.pid as number), 'SIGTERM');

    const answers = await Promise.all(uploads.map((upload) => upload.answered));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    // npm itself dies of the signal at once; the server under it keeps the output pipe open
    // until it has stopped in order.
    await closed;
    expect(output).not.toMatch(/stopping anyway|uncaught|error while stopping/);
    // Told more than once, it stopped once; the lock is gone, and every answered photo's file is on disk.
    expect(output.match(/finishing requests in flight/g)?.length).toBe(1);
    expect(output).toMatch(/stopped/);
    expect(existsSync(path.join(dataDir, 'museum.lock'))).toBe(false);
    const stored = await fs.readdir(path.join(dataDir, 'uploads'));
    for (const answer of answers) {
      const { url } = JSON.parse(answer.body) as { url: string };
      expect(stored).toContain(path.basename(url));
    }
  }, 300_000);
});

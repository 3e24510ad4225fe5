import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLocked, lockDataDir } from '../../src/lib/data-dir-lock';
import { spawnEntry } from '../process/spawn';
import { eventually, type LiveServer, sleep, startLiveServer } from './live-server';

const folders: string[] = [];
const tempDir = async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'museum-lock-'));
  folders.push(dir);
  return dir;
};
afterAll(async () => {
  for (const dir of folders) await fs.rm(dir, { recursive: true, force: true });
});

describe('the data folder lock', () => {
  it('is refused while held, in this process too, and free again once released', async () => {
    const dir = await tempDir();
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLocked);
    await release();
    const again = await lockDataDir(dir);
    await again();
  });

  it('is taken over at once from a process that is dead, and from a half-written file', async () => {
    const dir = await tempDir();
    const gone = spawn(process.execPath, ['-e', '0']);
    const deadPid = await new Promise<number>((resolve) => gone.on('exit', () => resolve(gone.pid as number)));
    await fs.writeFile(path.join(dir, 'museum.lock'), JSON.stringify({ pid: deadPid, hostname: os.hostname(), token: 'old', since: '' }));
    const release = await lockDataDir(dir);
    await release();
    await fs.writeFile(path.join(dir, 'museum.lock'), '{"pid": 12');
    await (await lockDataDir(dir))();
  });

  it('is taken over when it names this very process id but this process holds no lock (a container restart)', async () => {
    const dir = await tempDir();
    await fs.writeFile(
      path.join(dir, 'museum.lock'),
      JSON.stringify({ pid: process.pid, hostname: os.hostname(), token: 'before', since: '' }),
    );
    await (await lockDataDir(dir))();
  });

  it('is never taken from a live process, however long it has not run', async () => {
    const dir = await tempDir();
    // A live process (this test's parent, say) that has not touched the lock for an hour.
    await fs.writeFile(
      path.join(dir, 'museum.lock'),
      JSON.stringify({ pid: process.ppid, hostname: os.hostname(), token: 'x', since: '' }),
    );
    const hourAgo = new Date(Date.now() - 3_600_000);
    await fs.utimes(path.join(dir, 'museum.lock'), hourAgo, hourAgo);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLocked);
  });
});

describe.skipIf(process.env.TEST_DB === 'postgres')('a running server frozen for longer than the old 5 s stale limit', () => {
  let live: LiveServer | undefined;
  afterAll(async () => {
    if (live?.server.child.pid) process.kill(live.server.child.pid, 'SIGCONT');
    await live?.stop();
  });

  it('keeps its lock: the admin CLI is refused, and the server serves on after SIGCONT', async () => {
    const dataDir = await tempDir();
    live = await startLiveServer({ DATA_DIR: dataDir });
    const pid = live.server.child.pid as number;
    process.kill(pid, 'SIGSTOP');
    try {
      await sleep(7_000);
      const cli = spawnEntry('src/cli/admin.ts', ['grant', 'keeper', 'ADMIN'], { DATA_DIR: dataDir });
      expect(await cli.exited).toBe(1);
      expect(cli.output()).toMatch(/занята другим процессом/);
    } finally {
      process.kill(pid, 'SIGCONT');
    }
    const base = live.base;
    await eventually(async () => expect((await fetch(`${base}/api/health`)).status).toBe(200));
    expect(live.server.child.exitCode).toBeNull();
    expect(live.server.output()).not.toMatch(/Lost the lock/);
  }, 240_000);
});

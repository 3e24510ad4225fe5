import { execFileSync } from 'node:child_process';
import nodeFs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { scaled } from '@museum/test-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { createLocalStorage, type StorageFs } from '../../src/lib/local-storage';
import { createMailer } from '../../src/lib/mail';
import { signIn } from '../factories';
import { createTestClock } from '../harness';
import { createTestDatabase } from '../test-database';
import { storedFiles, testImage, upload } from '../upload-helpers';

/** The real app with its uploads in `uploadsDir`, written through `fs`. */
async function appWithUploads(uploadsDir: string, fs?: StorageFs) {
  const dataDir = await nodeFs.mkdtemp(path.join(os.tmpdir(), 'museum-disk-'));
  const config = testConfig({ dataDir, webDist: path.join(dataDir, 'no-web-build') });
  const database: Database = await createTestDatabase();
  const clock = createTestClock();
  const mailer = createMailer({
    from: config.mailFrom,
    smtpUrl: undefined,
    outboxDir: path.join(dataDir, 'outbox'),
    log: { info() {}, error() {} },
  });
  const storage = createLocalStorage(uploadsDir, { fs });
  const app: FastifyInstance = await buildApp({ config, database, storage, clock, mailer, version: 'test' });
  const { auth } = await signIn(database, 'MODERATOR', clock.now());
  return {
    app,
    auth,
    async close() {
      await app.close();
      await mailer.close();
      await database.close();
      await nodeFs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

const expectProblem = (
  res: { statusCode: number; json(): Record<string, unknown>; headers: Record<string, unknown> },
  status: number,
  code: string,
) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  expect(res.json()).toMatchObject({ status, code });
  expect(String(res.json().detail)).toMatch(/[а-яё]/i);
  expect(res.headers['retry-after']).toMatch(/^\d+$/);
};

const canMount = (() => {
  if (process.getuid?.() !== 0) return false;
  const probe = path.join(os.tmpdir(), `museum-mount-probe-${process.pid}`);
  try {
    execFileSync('mkdir', ['-p', probe]);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe], { stdio: 'ignore' });
    execFileSync('umount', [probe]);
    return true;
  } catch {
    return false;
  } finally {
    execFileSync('rm', ['-rf', probe]);
  }
})();

describe.skipIf(!canMount)('uploads on a small tmpfs that fills up, then turns read-only', () => {
  let mountDir: string;
  let t: Awaited<ReturnType<typeof appWithUploads>>;
  beforeAll(async () => {
    mountDir = await nodeFs.mkdtemp(path.join(os.tmpdir(), 'museum-tmpfs-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', mountDir]);
    t = await appWithUploads(path.join(mountDir, 'uploads'));
  });
  afterAll(async () => {
    await t?.close();
    execFileSync('umount', [mountDir]);
    await nodeFs.rm(mountDir, { recursive: true, force: true });
  });

  it('answers 507 in Russian when the disk is full, leaves no temp file, says so in health, and recovers', async () => {
    const first = await upload(t.app, t.auth, await testImage());
    expect(first.statusCode).toBe(201);
    // Its sizes and tiles are derived in the background into a temporary folder renamed when done:
    // wait until they are, or the listings below would see that rename (a busy machine did).
    await expect
      .poll(async () => (await t.app.inject({ url: `/api/archive/photos/${first.json().id}` })).json().image?.sizes ?? null, {
        timeout: scaled(120_000),
      })
      .not.toBeNull();
    await expect.poll(async () => (await storedFiles(path.join(mountDir, 'uploads'))).some((file) => file.includes('.tmp'))).toBe(false);
    // Fill what is left.
    const filler = path.join(mountDir, 'filler');
    await nodeFs.writeFile(filler, Buffer.alloc(4096)).catch(() => {});
    for (;;) {
      try {
        await nodeFs.appendFile(filler, Buffer.alloc(4096));
      } catch (error) {
        expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
        break;
      }
    }
    const before = await storedFiles(path.join(mountDir, 'uploads'));
    const full = await upload(t.app, t.auth, await testImage('png', 300, 300));
    expectProblem(full, 507, 'INSUFFICIENT_STORAGE');
    expect(await storedFiles(path.join(mountDir, 'uploads'))).toEqual(before);
    const health = await t.app.inject({ url: '/api/health' });
    expectProblem(health, 507, 'INSUFFICIENT_STORAGE');
    expect(health.json().uploads).toBe('not-writable');

    await nodeFs.rm(filler);
    expect((await t.app.inject({ url: '/api/health' })).json()).toMatchObject({ status: 'ok', uploads: 'writable' });
    expect((await upload(t.app, t.auth, await testImage())).statusCode).toBe(201);
  });

  it('answers 503 STORAGE_UNAVAILABLE when the folder is read-only, and health says so', async () => {
    execFileSync('mount', ['-o', 'remount,ro', mountDir]);
    try {
      expectProblem(await upload(t.app, t.auth, await testImage()), 503, 'STORAGE_UNAVAILABLE');
      const health = await t.app.inject({ url: '/api/health' });
      expectProblem(health, 503, 'STORAGE_UNAVAILABLE');
      expect(health.json().uploads).toBe('not-writable');
    } finally {
      execFileSync('mount', ['-o', 'remount,rw', mountDir]);
    }
  });
});

describe('uploads when the file system fails like a full disk (an injected fs, where mount is not allowed)', () => {
  let uploadsDir: string;
  let full = false;
  let t: Awaited<ReturnType<typeof appWithUploads>>;
  beforeAll(async () => {
    uploadsDir = await nodeFs.mkdtemp(path.join(os.tmpdir(), 'museum-enospc-'));
    // Opening works, writing fails, as on a disk that filled up after the file was created.
    const fs: StorageFs = {
      ...nodeFs,
      open: (async (...args: Parameters<typeof nodeFs.open>) => {
        const handle = await nodeFs.open(...args);
        if (!full) return handle;
        return Object.assign(Object.create(Object.getPrototypeOf(handle)), handle, {
          writeFile: async () => {
            throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28 });
          },
          sync: () => handle.sync(),
          close: () => handle.close(),
        });
      }) as StorageFs['open'],
    };
    t = await appWithUploads(uploadsDir, fs);
  });
  afterAll(async () => {
    await t?.close();
    await nodeFs.rm(uploadsDir, { recursive: true, force: true });
  });

  it('answers 507, removes its temp files, and serves uploads again once there is room', async () => {
    full = true;
    expectProblem(await upload(t.app, t.auth, await testImage()), 507, 'INSUFFICIENT_STORAGE');
    expect(await storedFiles(uploadsDir)).toEqual([]);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(507);
    full = false;
    expect((await upload(t.app, t.auth, await testImage())).statusCode).toBe(201);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});

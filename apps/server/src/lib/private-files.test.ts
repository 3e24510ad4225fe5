import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { keepFilesPrivate, restrictDataDir } from './private-files';

const roots: string[] = [];
const originalUmask = process.umask();
afterEach(async () => {
  process.umask(originalUmask);
  for (const root of roots.splice(0)) await fs.rm(root, { recursive: true, force: true });
});

/** A folder other accounts may pass through (0711), as /srv or /var/lib are, to hold a data folder. */
async function passableRoot(): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'museum-modes-'));
  roots.push(root);
  await fs.chmod(root, 0o711);
  return root;
}

const modeOf = async (file: string) => (await fs.lstat(file)).mode & 0o777;

/** Whether the unprivileged `nobody` account can read the file (only checkable as root). */
const asRoot = process.getuid?.() === 0 && spawnSync('id', ['nobody']).status === 0;
const nobodyReads = (file: string) => spawnSync('runuser', ['-u', 'nobody', '--', 'cat', file]).status === 0;

describe('the data folder', () => {
  it('is created 0700 when missing', async () => {
    const dataDir = path.join(await passableRoot(), 'data');
    await restrictDataDir(dataDir);
    expect(await modeOf(dataDir)).toBe(0o700);
  });

  it('takes group and other permissions off everything already inside, as an unprivileged account finds it', async () => {
    const dataDir = path.join(await passableRoot(), 'data');
    // As issue 30 found it: folders 0755, files unpacked from the PGlite template 0666, mails 0644.
    await fs.mkdir(path.join(dataDir, 'pglite', 'pg_wal'), { recursive: true });
    await fs.mkdir(path.join(dataDir, 'outbox'));
    const wal = path.join(dataDir, 'pglite', 'pg_wal', '000000010000000000000001');
    const mail = path.join(dataDir, 'outbox', 'reset.eml');
    await fs.writeFile(wal, 'totp secret');
    await fs.writeFile(mail, 'reset link');
    for (const folder of [dataDir, path.join(dataDir, 'pglite'), path.join(dataDir, 'pglite', 'pg_wal'), path.join(dataDir, 'outbox')]) {
      await fs.chmod(folder, 0o755);
    }
    await fs.chmod(wal, 0o666);
    await fs.chmod(mail, 0o644);
    await fs.symlink('/etc/hostname', path.join(dataDir, 'link'));
    if (asRoot) expect(nobodyReads(wal)).toBe(true);

    const { changed, failed } = await restrictDataDir(dataDir);

    expect(failed).toEqual([]);
    expect(changed).toBe(6);
    expect(await modeOf(dataDir)).toBe(0o700);
    expect(await modeOf(path.join(dataDir, 'pglite', 'pg_wal'))).toBe(0o700);
    expect(await modeOf(wal)).toBe(0o600);
    expect(await modeOf(mail)).toBe(0o600);
    // The link's target is not the data folder's to change.
    expect((await fs.stat('/etc/hostname')).mode & 0o044).not.toBe(0);
    if (asRoot) {
      expect(nobodyReads(wal)).toBe(false);
      expect(nobodyReads(mail)).toBe(false);
    }
    expect((await restrictDataDir(dataDir)).changed).toBe(0);
  });

  it('makes what the process writes afterwards 0600 files in 0700 folders', async () => {
    const root = await passableRoot();
    keepFilesPrivate();
    await fs.mkdir(path.join(root, 'backup', 'tables'), { recursive: true });
    await fs.writeFile(path.join(root, 'backup', 'tables', 'users.ndjson'), '{}');
    expect(await modeOf(path.join(root, 'backup'))).toBe(0o700);
    expect(await modeOf(path.join(root, 'backup', 'tables'))).toBe(0o700);
    expect(await modeOf(path.join(root, 'backup', 'tables', 'users.ndjson'))).toBe(0o600);
  });
});

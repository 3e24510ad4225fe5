import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PhotoStorage } from '../../src/lib/storage';
import { CopyMismatch, copyFolderToStorage } from '../../src/lib/storage-copy';
import { s3StorageIn, useS3Emulator } from './s3-test-storage';

describe('copying a local uploads folder into a bucket', () => {
  const s3 = useS3Emulator();
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'storage-copy-'));
    await fs.mkdir(path.join(dir, 'uploads', 'thumbs'), { recursive: true });
    await fs.writeFile(path.join(dir, 'uploads', 'one.jpg'), 'one');
    await fs.writeFile(path.join(dir, 'uploads', 'thumbs', 'one_thumb.jpg'), 'thumb');
    await fs.writeFile(path.join(dir, 'uploads', '.health-1.tmp'), 'probe');
  });
  afterEach(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('copies every photo file, skips temp files, and resumes by size', async () => {
    const target = s3StorageIn(s3, dir);
    const progress: number[] = [];
    expect(await copyFolderToStorage(path.join(dir, 'uploads'), target, (done) => progress.push(done))).toEqual({
      files: 2,
      copied: 2,
      skipped: 0,
      bytesCopied: 8,
    });
    expect(progress).toEqual([1, 2]);
    expect((await target.readOriginal('one', 'jpg')).toString()).toBe('one');
    expect(await copyFolderToStorage(path.join(dir, 'uploads'), target)).toEqual({ files: 2, copied: 0, skipped: 2, bytesCopied: 0 });
  });

  it('stops with the file whose size in the target is not the one on disk', async () => {
    const real = s3StorageIn(s3, dir);
    // A store that loses the end of what it is sent: the copy must notice, not report success.
    const truncating: PhotoStorage = {
      ...real,
      copyIn: async (localFile, relativePath) => {
        const data = await fs.readFile(localFile);
        // One file per copy: the copies run at once, and a shared one was read while another rewrote it (0 bytes).
        const half = path.join(dir, `half-${relativePath.replace(/\W/g, '_')}`);
        await fs.writeFile(half, data.subarray(0, 1));
        await real.copyIn(half, relativePath);
      },
    };
    const copying = copyFolderToStorage(path.join(dir, 'uploads'), truncating);
    await expect(copying).rejects.toBeInstanceOf(CopyMismatch);
    await expect(copying).rejects.toMatchObject({ found: 1 });
  });
});

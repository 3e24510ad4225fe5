import fs from 'node:fs/promises';
import path from 'node:path';
import { eachLimited, localFilesUnder } from './local-files';
import type { PhotoStorage } from './storage';

/** What `storage:copy` did: every file is copied, or already there with the same size (a resumed run). */
export interface CopySummary {
  files: number;
  copied: number;
  /** Already in the target with the same size: left as they are. */
  skipped: number;
  bytesCopied: number;
}

/** A copied file whose size in the target is not the source's. */
export class CopyMismatch extends Error {
  constructor(
    readonly relativePath: string,
    readonly expected: number,
    readonly found: number | null,
  ) {
    super(`${relativePath}: ${expected} bytes on disk, ${found ?? 'nothing'} in the target after the copy`);
    this.name = 'CopyMismatch';
  }
}

/** Files copied at a time: the store's round trips overlap, the disk is read a few files at once. */
const CONCURRENCY = 8;

/** Every photo file under a local uploads folder, relative and `/`-separated; temp files and hidden ones left out. */
async function filesUnder(folder: string): Promise<{ relativePath: string; size: number }[]> {
  const found: { relativePath: string; size: number }[] = [];
  for (const relativePath of await localFilesUnder(folder)) {
    if (relativePath.split('/').some((part) => part.startsWith('.') || part.endsWith('.tmp'))) continue;
    found.push({ relativePath, size: (await fs.stat(path.join(folder, relativePath))).size });
  }
  return found.sort((a, b) => a.relativePath.localeCompare(b.relativePath));
}

/**
 * Copies a local uploads folder into a storage (a bucket) under the same relative paths. A file
 * the target already holds with the same size is skipped, so an interrupted run resumes where it
 * stopped; every copied file's size is read back from the target and compared.
 */
export async function copyFolderToStorage(
  folder: string,
  target: PhotoStorage,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<CopySummary> {
  const files = await filesUnder(folder);
  const summary: CopySummary = { files: files.length, copied: 0, skipped: 0, bytesCopied: 0 };
  let done = 0;
  await eachLimited(files, CONCURRENCY, async (file) => {
    if ((await target.sizeOf(file.relativePath)) === file.size) {
      summary.skipped++;
    } else {
      await target.copyIn(path.join(folder, file.relativePath), file.relativePath);
      const stored = await target.sizeOf(file.relativePath);
      if (stored !== file.size) throw new CopyMismatch(file.relativePath, file.size, stored);
      summary.copied++;
      summary.bytesCopied += file.size;
    }
    onProgress(++done, files.length);
  });
  return summary;
}

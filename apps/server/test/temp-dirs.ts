import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/**
 * Temporary folders for one test file, removed after all its tests. `beforeRemoving` runs first
 * in the same hook (stopping a server that still writes into them), so the order never depends
 * on how the runner orders separate hooks. Answers a function that makes one folder.
 */
export function useTempDirs(beforeRemoving?: () => Promise<void>): (name: string) => Promise<string> {
  const folders: string[] = [];
  afterAll(async () => {
    await beforeRemoving?.();
    for (const dir of folders) await fs.rm(dir, { recursive: true, force: true });
  });
  return async (name) => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), `museum-${name}-`));
    folders.push(dir);
    return dir;
  };
}

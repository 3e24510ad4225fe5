import fs from 'node:fs/promises';
import path from 'node:path';

/** Runs `work` on every item, at most `limit` at a time; the first failure rejects once all started work ends. */
export async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const errors: unknown[] = [];
  const worker = async () => {
    while (next < items.length && errors.length === 0) {
      const item = items[next++] as T;
      await work(item).catch((error) => errors.push(error));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (errors.length > 0) throw errors[0];
}

/** Every file under a local folder, as `/`-separated paths relative to it. */
export async function localFilesUnder(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

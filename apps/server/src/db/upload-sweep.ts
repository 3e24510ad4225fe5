import { inArray } from 'drizzle-orm';
import type { PhotoStorage } from '../lib/storage';
import type { Executor } from './client';
import { photoRegions, photos } from './schema';

/** Files younger than this are left alone: an upload writes its files before its row commits. */
export const ORPHAN_MIN_AGE_MS = 60 * 60_000;

/**
 * Removes photo files that no row names and that are older than `minAgeMs` (left by a crash
 * between writing the files and committing the row, or between deleting the row and its
 * files). A region's crop (`derived/{cropName}`) is named by its region's row; the crops of regions
 * deleted with their target (a product, a detail, a stamp) are taken here. Answers the removed paths.
 */
export async function sweepOrphanFiles(db: Executor, storage: PhotoStorage, { minAgeMs = ORPHAN_MIN_AGE_MS, now = Date.now() } = {}) {
  const old = (await storage.listFiles()).filter((file) => now - file.modifiedMs > minAgeMs);
  const removed: string[] = [];
  for (let start = 0; start < old.length; start += 1000) {
    const batch = old.slice(start, start + 1000);
    const names = [...new Set(batch.map((file) => file.fileName))];
    const rows = await db.select({ fileName: photos.fileName }).from(photos).where(inArray(photos.fileName, names));
    const crops = await db.select({ cropName: photoRegions.cropName }).from(photoRegions).where(inArray(photoRegions.cropName, names));
    const named = new Set([...rows.map((row) => row.fileName), ...crops.map((row) => row.cropName)]);
    for (const file of batch) {
      if (named.has(file.fileName)) continue;
      await storage.removeFile(file.relativePath);
      removed.push(file.relativePath);
    }
  }
  return removed;
}

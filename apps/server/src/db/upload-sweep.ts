import { inArray } from 'drizzle-orm';
import type { PhotoStorage } from '../lib/storage';
import type { Executor } from './client';
import { collectionPhotos, photoRegions, photos } from './schema';

/** Files younger than this are left alone: an upload writes its files before its row commits. */
export const ORPHAN_MIN_AGE_MS = 60 * 60_000;

/** Which of a batch of stored names some row names. */
export type NamedFiles = (db: Executor, names: string[]) => Promise<Set<string>>;

/**
 * The catalogue's storage: a photo's files by its row, a region's crop (`derived/{cropName}`) by its
 * region's row (so the crops of regions deleted with their target are orphans).
 */
export const catalogueFilesNamed: NamedFiles = async (db, names) => {
  const rows = await db.select({ fileName: photos.fileName }).from(photos).where(inArray(photos.fileName, names));
  const crops = await db.select({ cropName: photoRegions.cropName }).from(photoRegions).where(inArray(photoRegions.cropName, names));
  return new Set([...rows.map((row) => row.fileName), ...crops.flatMap((row) => (row.cropName === null ? [] : [row.cropName]))]);
};

/** The collectors' storage (ADR 088): a private photo's files by its row (gone with its record or account). */
export const collectionFilesNamed: NamedFiles = async (db, names) => {
  const rows = await db
    .select({ fileName: collectionPhotos.fileName })
    .from(collectionPhotos)
    .where(inArray(collectionPhotos.fileName, names));
  return new Set(rows.map((row) => row.fileName));
};

/**
 * Removes photo files that no row names and that are older than `minAgeMs` (left by a crash
 * between writing the files and committing the row, or between deleting the row and its
 * files), from the catalogue's storage or, with `named: collectionFilesNamed`, the collectors'.
 * Answers the removed paths.
 */
export async function sweepOrphanFiles(
  db: Executor,
  storage: PhotoStorage,
  { minAgeMs = ORPHAN_MIN_AGE_MS, now = Date.now(), named: namedIn = catalogueFilesNamed } = {},
) {
  const old = (await storage.listFiles()).filter((file) => now - file.modifiedMs > minAgeMs);
  const removed: string[] = [];
  for (let start = 0; start < old.length; start += 1000) {
    const batch = old.slice(start, start + 1000);
    const names = [...new Set(batch.map((file) => file.fileName))];
    const named = await namedIn(db, names);
    for (const file of batch) {
      if (named.has(file.fileName)) continue;
      await storage.removeFile(file.relativePath);
      removed.push(file.relativePath);
    }
  }
  return removed;
}

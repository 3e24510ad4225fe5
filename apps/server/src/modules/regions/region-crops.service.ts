import { type DerivedFileMaker, deriveHere } from '../../lib/derived-file-maker';
import { removeCropFiles } from '../../lib/region-crops';
import { extensionFor, newFileName, type PhotoStorage } from '../../lib/storage';
import { type DerivationRound, isRetryable, type MoreDerivation } from '../photos/photo-derivation.service';
import type { PendingCrop, RegionCropsRepository } from './region-crops.repository';

/** Regions per query of the pending list. */
const BATCH = 50;

/**
 * Makes regions' crops (ADR 059) off the request path, in the photo derivation's worker after the
 * photos: each rectangle cut out of its photo's original once, in display sizes like the photo's,
 * under a fresh stored name. The state lives in the region's row, as a photo's does: a storage
 * error leaves the crop pending for the next round, an original that cannot be read marks it FAILED.
 */
export function createRegionCropsService(deps: {
  repo: RegionCropsRepository;
  storage: PhotoStorage;
  /** Moves the catalogue version: cached anonymous answers said `crop: null`. */
  onPublishedReady: () => Promise<void>;
  log: (message: string, error?: unknown) => void;
  /** How the files are made: drawn here unless a cache is given (ADR 074). */
  make?: DerivedFileMaker;
}): MoreDerivation {
  const { repo, storage, log } = deps;
  const make = deps.make ?? deriveHere;

  async function cropOne(crop: PendingCrop, original: Buffer): Promise<keyof DerivationRound> {
    const cropName = newFileName();
    await storage.saveDerived(cropName, (folder) => make.crop(original, crop, folder));
    if (!(await repo.markReady(crop, cropName))) {
      // Deleted, moved or cropped elsewhere meanwhile: these files would be orphans.
      await removeCropFiles(storage, [cropName], log);
      return 'skipped';
    }
    if (crop.cropName) await removeCropFiles(storage, [crop.cropName], log);
    return 'ready';
  }

  return {
    async pass(stopped) {
      const round: DerivationRound = { ready: 0, failed: 0, skipped: 0 };
      // Regions of one photo come together: its original is read once for them.
      let source: { fileName: string; data: Buffer } | null = null;
      const originalOf = async (crop: PendingCrop) => {
        if (source?.fileName === crop.photoFileName) return source.data;
        source = null;
        const data = await storage.readOriginal(crop.photoFileName, extensionFor(crop.photoContentType));
        source = { fileName: crop.photoFileName, data };
        return data;
      };
      let afterId = 0;
      while (!stopped()) {
        const batch = await repo.nextPending(afterId, BATCH);
        if (batch.length === 0) break;
        let publishedReady = false;
        for (const crop of batch) {
          if (stopped()) break;
          afterId = crop.id;
          let outcome: keyof DerivationRound;
          try {
            outcome = await cropOne(crop, await originalOf(crop));
          } catch (error) {
            if (isRetryable(error)) {
              log(`region ${crop.id}: crop not written, tried again later`, error);
              outcome = 'skipped';
            } else {
              log(`region ${crop.id}: cannot be cropped`, error);
              await repo.markFailed(crop);
              outcome = 'failed';
            }
          }
          round[outcome]++;
          publishedReady ||= outcome === 'ready' && crop.published;
        }
        if (publishedReady) await deps.onPublishedReady();
      }
      return round;
    },
    markAllPending: () => repo.markAllPending(),
  };
}

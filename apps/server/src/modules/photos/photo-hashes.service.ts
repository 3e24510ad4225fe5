import { perceptualHash } from '../../lib/perceptual-hash';
import { extensionFor, type PhotoStorage } from '../../lib/storage';
import { type DerivationRound, isRetryable, type MoreDerivation } from './photo-derivation.service';
import type { PhotoHashesRepository } from './photo-hashes.repository';

/** Photos per query of the unhashed list. */
const BATCH = 50;

/**
 * Hashes the photos stored before perceptual hashes were (an upload is hashed as it is stored), in
 * the derivation worker after the photos' sizes and the regions' crops, one original at a time. A
 * storage error leaves the photo for the next round; an original that cannot be read is logged and
 * left unhashed (it is looked at again at the next start: such a photo is a fault to see).
 */
export function createPhotoHashesService(deps: {
  repo: PhotoHashesRepository;
  storage: PhotoStorage;
  log: (message: string, error?: unknown) => void;
}): MoreDerivation {
  const { repo, storage, log } = deps;
  return {
    async pass(stopped) {
      const round: DerivationRound = { ready: 0, failed: 0, skipped: 0 };
      let afterId = 0;
      while (!stopped()) {
        const batch = await repo.nextUnhashed(afterId, BATCH);
        if (batch.length === 0) break;
        for (const photo of batch) {
          if (stopped()) break;
          afterId = photo.id;
          try {
            const hash = await perceptualHash(await storage.readOriginal(photo.fileName, extensionFor(photo.contentType)));
            round[(await repo.store(photo, hash)) ? 'ready' : 'skipped']++;
          } catch (error) {
            const retry = isRetryable(error);
            log(`photo ${photo.id}: not hashed${retry ? ', tried again later' : ''}`, error);
            round[retry ? 'skipped' : 'failed']++;
          }
        }
      }
      return round;
    },
    markAllPending: () => repo.markAllUnhashed(),
  };
}

import type { Config } from '../src/config';
import type { Database } from '../src/db/client';
import type { Clock } from '../src/lib/clock';
import type { PhotoStorage } from '../src/lib/storage';
import { createRateCountersRepository } from '../src/modules/auth/rate-counters.repository';
import { createCountCache } from '../src/modules/catalogue/count-cache';
import { createReferencesRepository } from '../src/modules/catalogue/references.repository';
import { createHistoryRepository } from '../src/modules/history/history.repository';
import { createWriteLimitsService } from '../src/modules/limits/write-limits.service';
import { createPhotoDerivationRepository } from '../src/modules/photos/photo-derivation.repository';
import { createPhotoDerivationService } from '../src/modules/photos/photo-derivation.service';
import { createPhotoHashesRepository } from '../src/modules/photos/photo-hashes.repository';
import { createPhotoHashesService } from '../src/modules/photos/photo-hashes.service';
import { createPhotoLinksRepository } from '../src/modules/photos/photo-links.repository';
import { SERVER_URLS } from '../src/modules/photos/photo-mapping';
import { createPhotoWritesRepository } from '../src/modules/photos/photo-writes.repository';
import { createPhotoWritesService } from '../src/modules/photos/photo-writes.service';
import { createPhotosRepository } from '../src/modules/photos/photos.repository';
import { createPhotosService } from '../src/modules/photos/photos.service';
import { createRegionCropsRepository } from '../src/modules/regions/region-crops.repository';
import { createRegionCropsService } from '../src/modules/regions/region-crops.service';

/** What a test app offers that the photo services need. */
interface PhotoServicesHost {
  database: Database;
  clock: Clock;
  config: Config;
  storage: PhotoStorage;
}

/**
 * A derivation service that works only when asked (`runPending`), on the app's database and storage:
 * photos' sizes and tiles, then regions' crops, then older photos' hashes, as the app's worker does.
 */
export function foregroundDerivation(t: Pick<PhotoServicesHost, 'database' | 'storage'>) {
  const onPublishedReady = async () => {};
  return createPhotoDerivationService({
    repo: createPhotoDerivationRepository(t.database.db),
    storage: t.storage,
    onPublishedReady,
    log: () => {},
    background: false,
    more: [
      createRegionCropsService({ repo: createRegionCropsRepository(t.database.db), storage: t.storage, onPublishedReady, log: () => {} }),
      createPhotoHashesService({ repo: createPhotoHashesRepository(t.database.db), storage: t.storage, log: () => {} }),
    ],
  });
}

/** The photo writes service wired as the app wires it, but on the storage given (one that counts or fails). */
export function photoWritesWith(t: PhotoServicesHost, storage: PhotoStorage) {
  const { db } = t.database;
  return createPhotoWritesService({
    db,
    clock: t.clock,
    storage,
    history: createHistoryRepository(db),
    rows: createPhotoWritesRepository(db),
    links: createPhotoLinksRepository(db),
    references: createReferencesRepository(db),
    photos: createPhotosService(createPhotosRepository(db), SERVER_URLS, createCountCache({ entries: 0, version: async () => '' })),
    limits: createWriteLimitsService({ counters: createRateCountersRepository(db), clock: t.clock, limits: t.config.writeLimits }),
    derivation: { wake: () => {} },
    log: () => {},
  });
}

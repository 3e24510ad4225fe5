import type { Executor } from '../db/client';
import type { Clock } from '../lib/clock';
import type { DerivedFileMaker } from '../lib/derived-file-maker';
import type { PhotoStorage } from '../lib/storage';
import { createPhotoCleanupService } from '../modules/photos/photo-cleanup.service';
import { createPhotoDerivationService, type MoreDerivation } from '../modules/photos/photo-derivation.service';
import { createPhotoFilesService } from '../modules/photos/photo-files.service';
import { createPhotoHashesService } from '../modules/photos/photo-hashes.service';
import type { PhotoUrls } from '../modules/photos/photo-mapping';
import { createRegionCropsService } from '../modules/regions/region-crops.service';
import { createRegionsService } from '../modules/regions/regions.service';
import type { Repositories } from './repositories';

type Log = (message: string, error?: unknown) => void;

/** The worker that makes photos' sizes and tiles, then regions' crops, then hashes older photos (ADR 025, 059, 080). */
export function createDerivation(
  repositories: Repositories,
  storage: PhotoStorage,
  log: Log,
  background: boolean,
  make?: DerivedFileMaker,
  /** Further work after the catalogue's (collectors' private photos, ADR 088). */
  extra: readonly MoreDerivation[] = [],
) {
  const onPublishedReady = () => repositories.catalogueVersion.bump();
  return createPhotoDerivationService({
    repo: repositories.photoDerivation,
    storage,
    onPublishedReady,
    log,
    background,
    make,
    more: [
      createRegionCropsService({ repo: repositories.regionCrops, storage, onPublishedReady, log, make }),
      createPhotoHashesService({ repo: repositories.photoHashes, storage, log }),
      ...extra,
    ],
  });
}

/** The photos' files: their derivation, the regions drawn on them, serving them and removing unattached uploads. */
export function createPhotoServices(deps: {
  db: Executor;
  repositories: Repositories;
  storage: PhotoStorage;
  clock: Clock;
  urls: PhotoUrls;
  log: Log;
  background: boolean;
  /** The derivation's work after the catalogue photos' (collectors' private photos). */
  extra?: readonly MoreDerivation[];
}) {
  const { db, repositories, storage, clock, log } = deps;
  const photoDerivation = createDerivation(repositories, storage, log, deps.background, undefined, deps.extra);
  return {
    photoDerivation,
    regions: createRegionsService({
      db,
      regions: repositories.regions,
      photos: repositories.photos,
      storage,
      urls: deps.urls,
      derivation: photoDerivation,
      onPublishedChange: () => repositories.catalogueVersion.bump(),
      log,
    }),
    photoFiles: createPhotoFilesService(repositories.photos, repositories.regionCrops),
    photoCleanup: createPhotoCleanupService({ db, clock, storage, history: repositories.history, rows: repositories.photoCleanup, log }),
  };
}

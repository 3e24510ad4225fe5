import type { Executor } from './db/client';
import type { PhotoStorage } from './lib/storage';
import { createCatalogueVersionRepository } from './modules/catalogue/catalogue-version.repository';
import { createPhotoDerivationRepository } from './modules/photos/photo-derivation.repository';
import { createPhotoDerivationService } from './modules/photos/photo-derivation.service';

/**
 * Photo derivation that this process runs to the end itself, outside a server: the admin
 * command `photos:derive` and the demo catalogue's first load.
 */
export function createPhotoDerivationHere(db: Executor, storage: PhotoStorage) {
  return createPhotoDerivationService({
    repo: createPhotoDerivationRepository(db),
    storage,
    onPublishedReady: () => createCatalogueVersionRepository(db).bump(),
    log: (message, error) => console.warn(message, error instanceof Error ? error.message : ''),
    background: false,
  });
}

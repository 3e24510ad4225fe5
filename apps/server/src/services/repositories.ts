import type { Executor } from '../db/client';
import { createAccountExportRepository } from '../modules/auth/account-export.repository';
import { createDevicesRepository } from '../modules/auth/devices.repository';
import { createEmailTokensRepository } from '../modules/auth/email-tokens.repository';
import { createRateCountersRepository } from '../modules/auth/rate-counters.repository';
import { createSessionsRepository } from '../modules/auth/sessions.repository';
import { createTotpRepository } from '../modules/auth/totp.repository';
import { createCatalogueVersionRepository } from '../modules/catalogue/catalogue-version.repository';
import { createItemSearchReads } from '../modules/catalogue/item-search.repository';
import { createReferencesRepository } from '../modules/catalogue/references.repository';
import { createCollectionRepository } from '../modules/collection/collection.repository';
import { createCollectionPhotosRepository } from '../modules/collection/collection-photos.repository';
import { createShareRepository } from '../modules/collection/share.repository';
import { createWantedRepository } from '../modules/collection/wanted.repository';
import { createWantedMatchesRepository } from '../modules/collection/wanted-matches.repository';
import { createDatingRepository } from '../modules/dating/dating.repository';
import { createDetailWritesRepository } from '../modules/details/detail-writes.repository';
import { createDetailsRepository } from '../modules/details/details.repository';
import { createExportRepository } from '../modules/export/export.repository';
import { createHistoryRepository } from '../modules/history/history.repository';
import { createIiifRepository } from '../modules/iiif/iiif.repository';
import { createImportsRepository } from '../modules/imports/imports.repository';
import { createChangeRequestsRepository } from '../modules/moderation/change-requests.repository';
import { createOaiRepository } from '../modules/oai/oai.repository';
import { createServerKeysRepository } from '../modules/oai/server-keys.repository';
import { createPhotoCleanupRepository } from '../modules/photos/photo-cleanup.repository';
import { createPhotoDerivationRepository } from '../modules/photos/photo-derivation.repository';
import { createPhotoHashesRepository } from '../modules/photos/photo-hashes.repository';
import { createPhotoLinksRepository } from '../modules/photos/photo-links.repository';
import { createPhotoWritesRepository } from '../modules/photos/photo-writes.repository';
import { createPhotosRepository } from '../modules/photos/photos.repository';
import { createProductWritesRepository } from '../modules/products/product-writes.repository';
import { createProductsRepository } from '../modules/products/products.repository';
import { createReferenceRepository } from '../modules/reference/reference.repository';
import { createReferenceWritesRepository } from '../modules/reference/reference-writes.repository';
import { createRegionCropsRepository } from '../modules/regions/region-crops.repository';
import { createRegionsRepository } from '../modules/regions/regions.repository';
import { createSitemapRepository } from '../modules/seo/sitemap.repository';
import { createStampsRepository } from '../modules/stamps/stamps.repository';
import { createUsersRepository } from '../modules/users/users.repository';

/** Every repository over one database handle. */
export function createRepositories(db: Executor) {
  return {
    users: createUsersRepository(db),
    sessions: createSessionsRepository(db),
    history: createHistoryRepository(db),
    emailTokens: createEmailTokensRepository(db),
    devices: createDevicesRepository(db),
    totp: createTotpRepository(db),
    rateCounters: createRateCountersRepository(db),
    reference: createReferenceRepository(db),
    products: createProductsRepository(db),
    itemSearch: createItemSearchReads(db),
    details: createDetailsRepository(db),
    photos: createPhotosRepository(db),
    changeRequests: createChangeRequestsRepository(db),
    catalogueVersion: createCatalogueVersionRepository(db),
    sitemap: createSitemapRepository(db),
    iiif: createIiifRepository(db),
    oai: createOaiRepository(db),
    serverKeys: createServerKeysRepository(db),
    exports: createExportRepository(db),
    imports: createImportsRepository(db),
    references: createReferencesRepository(db),
    referenceWrites: createReferenceWritesRepository(db),
    stamps: createStampsRepository(db),
    regions: createRegionsRepository(db),
    regionCrops: createRegionCropsRepository(db),
    productWrites: createProductWritesRepository(db),
    detailWrites: createDetailWritesRepository(db),
    photoWrites: createPhotoWritesRepository(db),
    photoLinks: createPhotoLinksRepository(db),
    photoDerivation: createPhotoDerivationRepository(db),
    photoHashes: createPhotoHashesRepository(db),
    photoCleanup: createPhotoCleanupRepository(db),
    dating: createDatingRepository(db),
    collection: createCollectionRepository(db),
    collectionPhotos: createCollectionPhotosRepository(db),
    wanted: createWantedRepository(db),
    wantedMatches: createWantedMatchesRepository(db),
    collectionShares: createShareRepository(db),
    accountExport: createAccountExportRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

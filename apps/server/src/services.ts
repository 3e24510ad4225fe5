import path from 'node:path';
import type { Config } from './config';
import type { Database, Executor } from './db/client';
import { type Clock, systemClock } from './lib/clock';
import type { Mailer } from './lib/mail';
import { createSecurityLog, type SecurityLog } from './lib/security-log';
import type { PhotoStorage } from './lib/storage';
import { createAccountService } from './modules/auth/account.service';
import { createAuthService } from './modules/auth/auth.service';
import { createDevicesRepository } from './modules/auth/devices.repository';
import { createEmailTokensRepository } from './modules/auth/email-tokens.repository';
import { createLoginThrottle } from './modules/auth/login-throttle';
import { createRateCountersRepository } from './modules/auth/rate-counters.repository';
import { createSessionsRepository } from './modules/auth/sessions.repository';
import { createTotpRepository } from './modules/auth/totp.repository';
import { createCatalogueVersionRepository } from './modules/catalogue/catalogue-version.repository';
import { catalogueVersionFeedFor } from './modules/catalogue/catalogue-version-feed';
import { createCatalogueVersionTracker } from './modules/catalogue/catalogue-version-tracker';
import { createCountCache } from './modules/catalogue/count-cache';
import { createItemPages } from './modules/catalogue/item-pages';
import { createItemSearchReads } from './modules/catalogue/item-search.repository';
import { createItemWritesService } from './modules/catalogue/item-writes.service';
import { createReferencesRepository } from './modules/catalogue/references.repository';
import { createSearchOrders } from './modules/catalogue/search-orders';
import { createDatingRepository } from './modules/dating/dating.repository';
import { createDatingService } from './modules/dating/dating.service';
import { createDetailWriter } from './modules/details/detail-writer';
import { createDetailWritesRepository } from './modules/details/detail-writes.repository';
import { createDetailsRepository } from './modules/details/details.repository';
import { createDetailsService } from './modules/details/details.service';
import { createExportRepository } from './modules/export/export.repository';
import { createExportService } from './modules/export/export.service';
import { createHealthService } from './modules/health/health.service';
import { createHistoryRepository } from './modules/history/history.repository';
import { createHistoryService } from './modules/history/history.service';
import { createIiifRepository } from './modules/iiif/iiif.repository';
import { createIiifService, IIIF_COLLECTION_PAGE_SIZE } from './modules/iiif/iiif.service';
import { createImportsRepository } from './modules/imports/imports.repository';
import { createImportsService } from './modules/imports/imports.service';
import { createWriteLimitsService } from './modules/limits/write-limits.service';
import { createChangeRequestsRepository } from './modules/moderation/change-requests.repository';
import { createModerationService } from './modules/moderation/moderation.service';
import { createOaiRepository } from './modules/oai/oai.repository';
import { createOaiService } from './modules/oai/oai.service';
import { CATALOGUE_TEXTS_LICENCE } from './modules/oai/oai-dc';
import { createPhotoCleanupRepository } from './modules/photos/photo-cleanup.repository';
import { createPhotoCleanupService } from './modules/photos/photo-cleanup.service';
import { createPhotoDerivationRepository } from './modules/photos/photo-derivation.repository';
import { createPhotoDerivationService } from './modules/photos/photo-derivation.service';
import { createPhotoFilesService } from './modules/photos/photo-files.service';
import { createPhotoLinksRepository } from './modules/photos/photo-links.repository';
import { createPhotoUrls } from './modules/photos/photo-mapping';
import { createPhotoWritesRepository } from './modules/photos/photo-writes.repository';
import { createPhotoWritesService } from './modules/photos/photo-writes.service';
import { createPhotosRepository } from './modules/photos/photos.repository';
import { createPhotosService } from './modules/photos/photos.service';
import { createProductWriter } from './modules/products/product-writer';
import { createProductWritesRepository } from './modules/products/product-writes.repository';
import { createProductsRepository } from './modules/products/products.repository';
import { createProductsService } from './modules/products/products.service';
import { createReferenceRepository } from './modules/reference/reference.repository';
import { createReferenceService } from './modules/reference/reference.service';
import { createReferenceWritesRepository } from './modules/reference/reference-writes.repository';
import { createReferenceWritesService } from './modules/reference/reference-writes.service';
import { createRegionCropsRepository } from './modules/regions/region-crops.repository';
import { createRegionCropsService } from './modules/regions/region-crops.service';
import { createRegionsRepository } from './modules/regions/regions.repository';
import { createRegionsService } from './modules/regions/regions.service';
import { createSearchService } from './modules/search/search.service';
import { createPageHeadsService } from './modules/seo/page-heads.service';
import { createShellSource } from './modules/seo/shell-source';
import { createSitemapRepository } from './modules/seo/sitemap.repository';
import { createSitemapService } from './modules/seo/sitemap.service';
import { createStampReads } from './modules/stamps/stamp-reads';
import { createStampsRepository } from './modules/stamps/stamps.repository';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersService } from './modules/users/users.service';

/** Everything the app needs from outside; tests pass their own. */
export interface AppDeps {
  config: Config;
  database: Database;
  storage: PhotoStorage;
  clock: Clock;
  mailer: Mailer;
  version: string;
  /** Where security events go; the app's logger when absent. */
  securityLog?: SecurityLog;
  /** Where request logs go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** Derive photo sizes and tiles in the background (default); tests that derive explicitly say false. */
  backgroundDerivation?: boolean;
}

/**
 * The composition root (ADR 050): every repository and service is built here, for the server
 * (createServices) and for the processes that work on the database without it: the admin CLI
 * and the demo catalogue's load (createServicesHere).
 */

/** Every repository over one database handle. */
function createRepositories(db: Executor) {
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
    photoCleanup: createPhotoCleanupRepository(db),
    dating: createDatingRepository(db),
  };
}

/** The worker that makes photos' sizes and tiles, then regions' crops (ADR 025, 059). */
function createDerivation(
  repositories: ReturnType<typeof createRepositories>,
  storage: PhotoStorage,
  log: (message: string, error?: unknown) => void,
  background: boolean,
) {
  const onPublishedReady = () => repositories.catalogueVersion.bump();
  return createPhotoDerivationService({
    repo: repositories.photoDerivation,
    storage,
    onPublishedReady,
    log,
    background,
    more: [createRegionCropsService({ repo: repositories.regionCrops, storage, onPublishedReady, log })],
  });
}

/** Every repository and service of the server, wired once per app. */
export function createServices(deps: AppDeps, log: (message: string, error?: unknown) => void = () => {}) {
  const { db } = deps.database;
  const repositories = createRepositories(db);
  const { config, clock, mailer } = deps;
  const securityLog = deps.securityLog ?? createSecurityLog(undefined);
  const throttle = createLoginThrottle({
    counters: repositories.rateCounters,
    clock,
    limits: { perAccount: config.rateLimits.loginPerAccount, perIp: config.rateLimits.loginPerIp },
  });
  const photoUrls = createPhotoUrls(config.storagePublicUrl);
  const catalogueVersion = createCatalogueVersionTracker({
    read: repositories.catalogueVersion.current,
    feed: catalogueVersionFeedFor(deps.database),
    ttlMs: config.catalogueVersionTtlMs,
    retryMs: 5 * config.catalogueVersionTtlMs,
  });
  // Totals kept per search and catalogue version (ADR 068), shared by every catalogue list.
  const counts = createCountCache({ entries: config.countCacheEntries, version: () => catalogueVersion.current() });
  // Text searches' ordered ids for their deep pages (ADR 068), always kept: see config.searchOrderBytes.
  const orders = createSearchOrders({ bytes: config.searchOrderBytes, version: () => catalogueVersion.current() });
  const itemPages = createItemPages({ items: repositories.itemSearch, counts, orders, urls: photoUrls });
  const products = createProductsService({
    products: repositories.products,
    photos: repositories.photos,
    pages: itemPages,
    counts,
    urls: photoUrls,
  });
  const details = createDetailsService({
    details: repositories.details,
    photos: repositories.photos,
    pages: itemPages,
    counts,
    urls: photoUrls,
  });
  const photos = createPhotosService(repositories.photos, photoUrls, counts);
  const search = createSearchService(itemPages);
  const reference = createReferenceService(repositories.reference);
  const writeLimits = createWriteLimitsService({ counters: repositories.rateCounters, clock, limits: config.writeLimits });
  const photoDerivation = createDerivation(repositories, deps.storage, log, deps.backgroundDerivation ?? true);
  const { history, photoLinks, references } = repositories;
  const writers = {
    products: createProductWriter({ history, photoLinks, references, rows: repositories.productWrites }),
    details: createDetailWriter({ history, photoLinks, references, rows: repositories.detailWrites }),
  };
  const regions = createRegionsService({
    db,
    regions: repositories.regions,
    photos: repositories.photos,
    storage: deps.storage,
    urls: photoUrls,
    derivation: photoDerivation,
    onPublishedChange: () => repositories.catalogueVersion.bump(),
    log,
  });
  const stampReads = createStampReads({ stamps: repositories.stamps, photos: repositories.photos, urls: photoUrls, products, details });
  const referenceWrites = createReferenceWritesService({
    db,
    clock,
    history,
    references,
    rows: repositories.referenceWrites,
    stamps: repositories.stamps,
    stampReads,
  });
  const authDeps = {
    db,
    ...repositories,
    throttle,
    mailer,
    clock,
    securityLog,
    sessionPolicy: config.sessions,
    publicUrl: config.publicUrl,
  };
  return {
    repositories,
    securityLog,
    catalogueVersion,
    auth: createAuthService(authDeps),
    account: createAccountService(authDeps),
    users: createUsersService({
      db,
      users: repositories.users,
      sessions: repositories.sessions,
      totp: repositories.totp,
      mailer,
      clock,
      securityLog,
    }),
    health: createHealthService(deps.database, deps.version, deps.storage),
    history: createHistoryService({ history: repositories.history }),
    reference,
    stampReads,
    regions,
    products,
    details,
    photos,
    photoFiles: createPhotoFilesService(repositories.photos, repositories.regionCrops),
    search,
    dating: createDatingService(repositories.dating),
    exports: createExportService({
      exports: repositories.exports,
      photos: repositories.photos,
      limits: writeLimits,
      publicUrl: config.publicUrl,
    }),
    productWrites: createItemWritesService({ db, clock, writer: writers.products, read: products.get }),
    detailWrites: createItemWritesService({ db, clock, writer: writers.details, read: details.get }),
    referenceWrites,
    photoDerivation,
    iiif: createIiifService({
      items: repositories.iiif,
      regionsOf: regions.publishedOf,
      collectionPageSize: IIIF_COLLECTION_PAGE_SIZE,
      products,
      details,
      storage: deps.storage,
      publicUrl: config.publicUrl,
      storagePublicUrl: config.storagePublicUrl,
    }),
    oai: createOaiService({
      records: repositories.oai,
      clock,
      publicUrl: config.publicUrl,
      textsLicence: CATALOGUE_TEXTS_LICENCE,
      adminEmail: config.contactEmail,
    }),
    photoWrites: createPhotoWritesService({
      db,
      clock,
      storage: deps.storage,
      history,
      rows: repositories.photoWrites,
      links: photoLinks,
      references,
      photos,
      limits: writeLimits,
      derivation: photoDerivation,
      log,
    }),
    writeLimits,
    moderation: createModerationService({
      db,
      clock,
      requests: repositories.changeRequests,
      references,
      ...writers,
      manufacturers: referenceWrites.manufacturers,
      stamps: referenceWrites.stamps,
    }),
    imports: createImportsService({ db, clock, imports: repositories.imports, requests: repositories.changeRequests, ...writers }),
    pageHeads: createPageHeadsService({
      products,
      details,
      photos,
      reference,
      stamps: stampReads,
      search,
      publicUrl: config.publicUrl,
    }),
    shell: createShellSource(path.join(config.webDist, 'index.html')),
    photoCleanup: createPhotoCleanupService({ db, clock, storage: deps.storage, history, rows: repositories.photoCleanup, log }),
    sitemap: createSitemapService({
      sitemap: repositories.sitemap,
      versions: repositories.catalogueVersion,
      publicUrl: config.publicUrl,
      pageSize: config.sitemapPageSize,
    }),
  };
}
export type Services = ReturnType<typeof createServices>;

/** What a process other than the server brings to its services. */
export interface ServicesHereDeps {
  database: Database;
  storage: PhotoStorage;
  clock?: Clock;
  /** Where security events go (the admin CLI: stderr); nowhere when absent. */
  securityLog?: SecurityLog;
  /** How account mails go (the admin CLI's factor reset); a process without one sends none. */
  mailer?: Mailer;
}

/** The mailer of a process that has no business sending mail: a try to is a bug, said loudly. */
const NO_MAIL: Mailer = {
  send: async () => {
    throw new Error('This process sends no mail');
  },
  sendLater: () => {
    throw new Error('This process sends no mail');
  },
  idle: async () => {},
  close: async () => {},
};

/**
 * The services of a process that works on the database without a server (the admin CLI, the
 * demo catalogue's load): each runs its work to the end itself, nothing in the background.
 */
export function createServicesHere(deps: ServicesHereDeps) {
  const { db } = deps.database;
  const repositories = createRepositories(db);
  const clock = deps.clock ?? systemClock;
  return {
    users: createUsersService({
      db,
      users: repositories.users,
      sessions: repositories.sessions,
      totp: repositories.totp,
      mailer: deps.mailer ?? NO_MAIL,
      clock,
      securityLog: deps.securityLog ?? createSecurityLog(undefined),
    }),
    /** Photo sizes and tiles, and regions' crops, derived here to the end (`photos:derive`, the demo catalogue's load). */
    photoDerivation: createDerivation(
      repositories,
      deps.storage,
      (message, error) => console.warn(message, error instanceof Error ? error.message : ''),
      false,
    ),
    /** Moves the catalogue version on inside `tx` (a catalogue import, whose load the triggers may not see). */
    bumpCatalogueVersion: (tx: Executor) => createCatalogueVersionRepository(tx).bump(),
  };
}

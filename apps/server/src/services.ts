/**
 * The composition root (ADR 050): every repository and service is built here, for the server
 * (createServices) and for the processes that work on the database without it: the admin CLI
 * and the demo catalogue's load (createServicesHere). Each area's services are wired in a file of
 * its own under services/: accounts, catalogue reads, catalogue writes, photos, and what the site
 * serves besides (serving).
 */
import type { Config } from './config';
import type { Database, Executor } from './db/client';
import { type Clock, systemClock } from './lib/clock';
import { coalescedRun } from './lib/coalesced-run';
import { type DerivedFileMaker, deriveHere } from './lib/derived-file-maker';
import type { Mailer } from './lib/mail';
import { createSecurityLog, type SecurityLog } from './lib/security-log';
import type { PhotoStorage } from './lib/storage';
import { createAccountExportService } from './modules/auth/account-export.service';
import { createCatalogueVersionRepository } from './modules/catalogue/catalogue-version.repository';
import { createCollectionService } from './modules/collection/collection.service';
import { createCollectionImportService } from './modules/collection/collection-import.service';
import { createCollectionPhotosService } from './modules/collection/collection-photos.service';
import { createCollectionProposals } from './modules/collection/collection-proposal';
import { createCollectionSpreadsheet } from './modules/collection/collection-spreadsheet';
import { createShareService } from './modules/collection/share.service';
import { createWantedService } from './modules/collection/wanted.service';
import { createPhotoUrls } from './modules/photos/photo-mapping';
import { createAccountServices, createUsers } from './services/accounts';
import { createCatalogueReads } from './services/catalogue-reads';
import { createCatalogueWrites, createSheets } from './services/catalogue-writes';
import { createDerivation, createPhotoServices } from './services/photos';
import { createRepositories } from './services/repositories';
import { createServing } from './services/serving';

/** Everything the app needs from outside; tests pass their own. */
export interface AppDeps {
  config: Config;
  database: Database;
  storage: PhotoStorage;
  /**
   * Where collectors' private photos live (ADR 088): DATA_DIR/collection-photos when absent
   * (tests and tools on a local folder); the server passes the configured one, a bucket's too.
   */
  collectionStorage?: PhotoStorage;
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

/** Every repository and service of the server, wired once per app. */
export function createServices(
  deps: AppDeps & { collectionStorage: PhotoStorage },
  log: (message: string, error?: unknown) => void = () => {},
) {
  const { db } = deps.database;
  const repositories = createRepositories(db);
  const { config, clock, storage } = deps;
  const securityLog = deps.securityLog ?? createSecurityLog(undefined);
  const urls = createPhotoUrls(config.storagePublicUrl);
  const reads = createCatalogueReads({ database: deps.database, repositories, config, urls });
  const collectionPhotos = createCollectionPhotosService({
    db,
    items: repositories.collection,
    photos: repositories.collectionPhotos,
    storage: deps.collectionStorage,
    clock,
    maxBytes: config.collectionLimits.photoBytes,
    // Called on an upload, long after the worker below exists.
    wake: () => photoServices.photoDerivation.wake(),
    log,
    derive: deriveHere.photo,
  });
  const photoServices = createPhotoServices({
    db,
    repositories,
    storage,
    clock,
    urls,
    log,
    background: deps.backgroundDerivation ?? true,
    extra: [collectionPhotos.derivation],
  });
  const sheets = createSheets(config);
  const writes = createCatalogueWrites({
    sheets,
    db,
    repositories,
    config,
    clock,
    storage,
    reads,
    photoDerivation: photoServices.photoDerivation,
    log,
  });
  const collection = createCollectionService({
    db,
    items: repositories.collection,
    references: repositories.references,
    dating: reads.dating,
    clock,
    limits: config.collectionLimits,
    photos: collectionPhotos,
  });
  const wanted = createWantedService({
    db,
    wanted: repositories.wanted,
    matches: repositories.wantedMatches,
    items: repositories.collection,
    clock,
    mailer: deps.mailer,
    publicUrl: config.publicUrl,
    limit: config.collectionLimits.wanted,
  });
  return {
    repositories,
    securityLog,
    ...createAccountServices({
      db,
      repositories,
      config,
      clock,
      mailer: deps.mailer,
      securityLog,
      eraseAccountFiles: collectionPhotos.eraseAccount,
    }),
    ...reads,
    ...photoServices,
    ...writes,
    ...createServing({ ...deps, repositories, reads, regions: photoServices.regions, writeLimits: writes.writeLimits }),
    collection,
    collectionProposals: createCollectionProposals({ collection, moderation: writes.moderation }),
    collectionSpreadsheet: createCollectionSpreadsheet({ collection, clock, publicUrl: config.publicUrl }),
    collectionImports: createCollectionImportService({
      db,
      clock,
      items: repositories.collection,
      sheets,
      vocabulary: repositories.imports,
      limits: config.collectionLimits,
      publicUrl: config.publicUrl,
    }),
    wanted,
    /** Writes and mails the want lists' new matches; the app runs it when the catalogue moves (ADR 091). */
    wantedSweeps: coalescedRun(async () => {
      await wanted.sweep().catch((error: unknown) => log('the want lists’ matches could not be written', error));
    }),
    collectionShares: createShareService({
      shares: repositories.collectionShares,
      recordOf: collection.recordOf,
      clock,
      publicUrl: config.publicUrl,
    }),
    collectionPhotos,
    accountExport: createAccountExportService({
      users: repositories.users,
      collection,
      wanted,
      collectionPhotos,
      moderation: writes.moderation,
      contributions: repositories.accountExport,
      limits: writes.writeLimits,
      clock,
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
  /** How photos' derived files are made: drawn here unless given (the demo catalogue's load takes the build's cache). */
  derivedFiles?: DerivedFileMaker;
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
    users: createUsers({
      db,
      repositories,
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
      deps.derivedFiles,
    ),
    /** Moves the catalogue version on inside `tx` (a catalogue import, whose load the triggers may not see). */
    bumpCatalogueVersion: (tx: Executor) => createCatalogueVersionRepository(tx).bump(),
  };
}

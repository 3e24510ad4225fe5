import { IMPORT_LIMITS } from '@museum/contract';
import type { Config } from '../config';
import type { Executor } from '../db/client';
import type { Clock } from '../lib/clock';
import type { PhotoStorage } from '../lib/storage';
import { createItemWritesService } from '../modules/catalogue/item-writes.service';
import { createDetailWriter } from '../modules/details/detail-writer';
import { createImportsService } from '../modules/imports/imports.service';
import { createSheetReaders, type SheetReaders } from '../modules/imports/sheet-readers';
import { createWriteLimitsService } from '../modules/limits/write-limits.service';
import { createModerationService } from '../modules/moderation/moderation.service';
import type { PhotoDerivationService } from '../modules/photos/photo-derivation.service';
import { createPhotoWritesService } from '../modules/photos/photo-writes.service';
import { createProductWriter } from '../modules/products/product-writer';
import { createReferenceWritesService } from '../modules/reference/reference-writes.service';
import type { CatalogueReads } from './catalogue-reads';
import type { Repositories } from './repositories';

/**
 * Every change to the catalogue: items, reference lists and photos written directly, change requests
 * moderated, imports applied, all within each account's write limits.
 */
/** The processes uploaded spreadsheets are read in (ADR 079, 093): two files at once, each bounded in time, memory and size. */
export function createSheets(config: Pick<Config, 'uploadMaxBytes' | 'importReadTimeoutMs'>): SheetReaders {
  return createSheetReaders({
    ...IMPORT_LIMITS,
    zip: { maxUnpackedBytes: IMPORT_LIMITS.maxZipUnpackedBytes, maxFiles: IMPORT_LIMITS.maxZipFiles, maxFileBytes: config.uploadMaxBytes },
    timeoutMs: config.importReadTimeoutMs,
    parallel: 2,
    heapMb: 256,
  });
}

export function createCatalogueWrites(deps: {
  db: Executor;
  repositories: Repositories;
  config: Config;
  clock: Clock;
  storage: PhotoStorage;
  reads: Pick<CatalogueReads, 'products' | 'details' | 'photos' | 'stampReads'>;
  photoDerivation: Pick<PhotoDerivationService, 'wake'>;
  log: (message: string, error?: unknown) => void;
  /** The bounded processes uploaded spreadsheets are read in, shared with a collector's own import (ADR 079, 092). */
  sheets: SheetReaders;
}) {
  const { db, repositories, clock, reads } = deps;
  const writeLimits = createWriteLimitsService({ counters: repositories.rateCounters, clock, limits: deps.config.writeLimits });
  const { history, photoLinks, references } = repositories;
  const writers = {
    products: createProductWriter({ history, photoLinks, references, rows: repositories.productWrites }),
    details: createDetailWriter({ history, photoLinks, references, rows: repositories.detailWrites }),
  };
  const referenceWrites = createReferenceWritesService({
    db,
    clock,
    history,
    references,
    rows: repositories.referenceWrites,
    stamps: repositories.stamps,
    stampReads: reads.stampReads,
  });
  // The reference lists an import's names are added to: by a moderator's submit, or a plain user's approved proposals.
  const importNames = {
    manufacturers: referenceWrites.manufacturers,
    detailTypes: referenceWrites.detailTypes,
    detailSubtypes: referenceWrites.detailSubtypes,
    stamps: referenceWrites.stamps,
  };
  const photoWrites = createPhotoWritesService({
    db,
    clock,
    storage: deps.storage,
    history,
    rows: repositories.photoWrites,
    links: photoLinks,
    references,
    photos: reads.photos,
    limits: writeLimits,
    derivation: deps.photoDerivation,
    log: deps.log,
  });
  return {
    writeLimits,
    productWrites: createItemWritesService({ db, clock, writer: writers.products, read: reads.products.get }),
    detailWrites: createItemWritesService({ db, clock, writer: writers.details, read: reads.details.get }),
    referenceWrites,
    photoWrites,
    moderation: createModerationService({
      db,
      clock,
      requests: repositories.changeRequests,
      references,
      ...writers,
      manufacturers: referenceWrites.manufacturers,
      stamps: referenceWrites.stamps,
      imports: repositories.imports,
      proposedNames: importNames,
    }),
    imports: createImportsService({
      db,
      clock,
      imports: repositories.imports,
      requests: repositories.changeRequests,
      ...writers,
      sheets: deps.sheets,
      exports: repositories.exports,
      photoLinks,
      photoUploads: photoWrites,
      maxPhotoBytes: deps.config.uploadMaxBytes,
      references: importNames,
    }),
  };
}

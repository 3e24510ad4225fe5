import path from 'node:path';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import type { PhotoStorage } from '../lib/storage';
import { createExportService } from '../modules/export/export.service';
import { createHealthService } from '../modules/health/health.service';
import { createIiifService, IIIF_COLLECTION_PAGE_SIZE } from '../modules/iiif/iiif.service';
import type { WriteLimitsService } from '../modules/limits/write-limits.service';
import { createOaiService } from '../modules/oai/oai.service';
import { CATALOGUE_TEXTS_LICENCE } from '../modules/oai/oai-dc';
import type { RegionsService } from '../modules/regions/regions.service';
import { createPageHeadsService } from '../modules/seo/page-heads.service';
import { createShellSource } from '../modules/seo/shell-source';
import { createSitemapService } from '../modules/seo/sitemap.service';
import type { CatalogueReads } from './catalogue-reads';
import type { Repositories } from './repositories';

/**
 * What the site serves besides the catalogue's own answers: its health, exports, IIIF manifests,
 * OAI-PMH records, sitemaps, and the pages' heads in the web client's shell.
 */
export function createServing(deps: {
  config: Config;
  database: Database;
  storage: PhotoStorage;
  clock: Clock;
  version: string;
  repositories: Repositories;
  reads: CatalogueReads;
  regions: Pick<RegionsService, 'publishedOf' | 'ofTarget'>;
  writeLimits: Pick<WriteLimitsService, 'exportStart'>;
}) {
  const { config, storage, repositories, reads } = deps;
  const { products, details } = reads;
  return {
    health: createHealthService(deps.database, deps.version, storage),
    exports: createExportService({
      exports: repositories.exports,
      photos: repositories.photos,
      limits: deps.writeLimits,
      publicUrl: config.publicUrl,
    }),
    iiif: createIiifService({
      items: repositories.iiif,
      regionsOf: deps.regions.publishedOf,
      regionsShowing: deps.regions.ofTarget,
      photo: (id) => reads.photos.get(null, id),
      collectionPageSize: IIIF_COLLECTION_PAGE_SIZE,
      products,
      details,
      stamps: reads.stampReads,
      storage,
      publicUrl: config.publicUrl,
      storagePublicUrl: config.storagePublicUrl,
    }),
    oai: createOaiService({
      records: repositories.oai,
      keys: repositories.serverKeys,
      clock: deps.clock,
      publicUrl: config.publicUrl,
      textsLicence: CATALOGUE_TEXTS_LICENCE,
      adminEmail: config.contactEmail,
    }),
    pageHeads: createPageHeadsService({
      products,
      details,
      photos: reads.photos,
      reference: reads.reference,
      stamps: reads.stampReads,
      search: reads.search,
      publicUrl: config.publicUrl,
    }),
    shell: createShellSource(path.join(config.webDist, 'index.html')),
    sitemap: createSitemapService({
      sitemap: repositories.sitemap,
      versions: repositories.catalogueVersion,
      publicUrl: config.publicUrl,
      pageSize: config.sitemapPageSize,
    }),
  };
}

import type { Config } from '../config';
import type { Database } from '../db/client';
import { catalogueVersionFeedFor } from '../modules/catalogue/catalogue-version-feed';
import { createCatalogueVersionTracker } from '../modules/catalogue/catalogue-version-tracker';
import { createCountCache } from '../modules/catalogue/count-cache';
import { createItemPages } from '../modules/catalogue/item-pages';
import { createSearchOrders } from '../modules/catalogue/search-orders';
import { createDatingService } from '../modules/dating/dating.service';
import { createDetailsService } from '../modules/details/details.service';
import { createHistoryService } from '../modules/history/history.service';
import type { PhotoUrls } from '../modules/photos/photo-mapping';
import { createPhotosService } from '../modules/photos/photos.service';
import { createProductsService } from '../modules/products/products.service';
import { createReferenceService } from '../modules/reference/reference.service';
import { createSearchService } from '../modules/search/search.service';
import { createStampReads } from '../modules/stamps/stamp-reads';
import type { Repositories } from './repositories';

/**
 * The catalogue as everyone reads it: items, photos, search, reference lists, stamps, history and
 * dating, with the catalogue version their kept totals and orders go by.
 */
export function createCatalogueReads(deps: { database: Database; repositories: Repositories; config: Config; urls: PhotoUrls }) {
  const { repositories, config, urls } = deps;
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
  const itemPages = createItemPages({ items: repositories.itemSearch, counts, orders, urls });
  const products = createProductsService({
    products: repositories.products,
    photos: repositories.photos,
    pages: itemPages,
    counts,
    urls,
  });
  const details = createDetailsService({
    details: repositories.details,
    photos: repositories.photos,
    pages: itemPages,
    counts,
    urls,
  });
  return {
    catalogueVersion,
    products,
    details,
    photos: createPhotosService(repositories.photos, urls, counts),
    search: createSearchService(itemPages),
    reference: createReferenceService(repositories.reference),
    stampReads: createStampReads({
      stamps: repositories.stamps,
      photos: repositories.photos,
      regions: repositories.regions,
      urls,
      products,
      details,
    }),
    history: createHistoryService({ history: repositories.history }),
    dating: createDatingService(repositories.dating),
  };
}

export type CatalogueReads = ReturnType<typeof createCatalogueReads>;

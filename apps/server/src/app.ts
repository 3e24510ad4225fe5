import underPressure from '@fastify/under-pressure';
import { applyLocalisedMessages } from '@museum/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createLocalStorage } from './lib/local-storage';
import { loggerOptions } from './lib/log-redaction';
import { createSecurityLog } from './lib/security-log';
import { localCollectionPhotosDir } from './lib/storage-from-config';
import { accountRoutes } from './modules/auth/account.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { collectionRoutes } from './modules/collection/collection.routes';
import { collectionImportRoutes } from './modules/collection/collection-import.routes';
import { collectionPhotoRoutes } from './modules/collection/collection-photos.routes';
import { datingRoutes } from './modules/dating/dating.routes';
import { detailWriteRoutes } from './modules/details/detail-writes.routes';
import { detailReadRoutes } from './modules/details/details.routes';
import { exportRoutes } from './modules/export/export.routes';
import { healthRoutes } from './modules/health/health.routes';
import { historyRoutes } from './modules/history/history.routes';
import { iiifRoutes } from './modules/iiif/iiif.routes';
import { importRoutes } from './modules/imports/imports.routes';
import { moderationRoutes } from './modules/moderation/moderation.routes';
import { oaiRoutes } from './modules/oai/oai.routes';
import { photoWriteRoutes } from './modules/photos/photo-writes.routes';
import { photoReadRoutes } from './modules/photos/photos.routes';
import { productWriteRoutes } from './modules/products/product-writes.routes';
import { productReadRoutes } from './modules/products/products.routes';
import { referenceRoutes } from './modules/reference/reference.routes';
import { referenceWriteRoutes } from './modules/reference/reference-writes.routes';
import { regionRoutes } from './modules/regions/regions.routes';
import { searchRoutes } from './modules/search/search.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { siteRoutes } from './modules/site/site.routes';
import { stampRoutes } from './modules/stamps/stamps.routes';
import { adminUserRoutes } from './modules/users/admin-users.routes';
import { allowedMethodsPlugin } from './plugins/allowed-methods';
import { apiEtagPlugin } from './plugins/api-etag';
import { authPlugin } from './plugins/auth';
import { catalogueVersionPlugin } from './plugins/catalogue-version';
import { closeConnectionsPlugin } from './plugins/close-connections';
import { compressionPlugin } from './plugins/compression';
import { answerClientError, answerFrameworkError, errorHandlerPlugin } from './plugins/error-handler';
import { localePlugin } from './plugins/locale';
import { noStorePlugin } from './plugins/no-store';
import { openApiPlugin } from './plugins/openapi';
import { photoAccessPlugin } from './plugins/photo-access';
import { rateLimitPlugin } from './plugins/rate-limit';
import { readCachePlugin } from './plugins/read-cache';
import { securityPlugin } from './plugins/security';
import { staticFilesPlugin } from './plugins/static-files';
import { writeLimitsPlugin } from './plugins/write-limits';
import { type AppDeps, createServices, type Services } from './services';
import { currentLocale } from './texts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The app's services, for what main runs beside the requests: the admin socket's `photos:derive`,
     * the removal of unattached uploads, PGlite's maintenance.
     */
    services: Services;
  }
}

/** A hop count becomes the function Fastify takes for it; flags and address lists pass through. */
function trustProxyOption(value: boolean | number | string) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/** Builds the whole app (plugins, then modules) without listening; main and tests share it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      deps.config.logLevel === 'silent'
        ? false
        : { ...loggerOptions(deps.config.logLevel), ...(deps.logStream ? { stream: deps.logStream } : {}) },
    bodyLimit: 1024 * 1024,
    requestTimeout: 30_000,
    trustProxy: trustProxyOption(deps.config.trustProxy),
    routerOptions: { maxParamLength: 200 },
    // What Fastify and Node's parser refuse themselves answers problem+json in our words too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  // zod's own messages (a missing field, a wrong type) in the language of the request validated.
  applyLocalisedMessages(currentLocale);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const collectionStorage = deps.collectionStorage ?? createLocalStorage(localCollectionPhotosDir(deps.config.dataDir));
  const services = createServices(
    { ...deps, collectionStorage, securityLog: deps.securityLog ?? createSecurityLog(app.log) },
    (message, err) => app.log.warn({ err }, message),
  );
  app.decorate('services', services);
  // Photos left pending (uploads before a restart, the demo catalogue, a restore) are derived now.
  app.addHook('onReady', async () => services.photoDerivation.wake());
  app.addHook('onClose', async () => services.photoDerivation.stop());
  // The want lists' matches are written and mailed whenever the catalogue moves (ADR 091).
  const stopSweeps = services.catalogueVersion.onMove(() => services.wantedSweeps.poke());
  app.addHook('onClose', async () => {
    stopSweeps();
    await services.wantedSweeps.stop();
  });

  await app.register(securityPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(localePlugin);
  await app.register(closeConnectionsPlugin);
  await app.register(allowedMethodsPlugin);
  await app.register(compressionPlugin);
  await app.register(underPressure, {
    maxEventLoopDelay: deps.config.maxEventLoopDelayMs,
    retryAfter: 5,
    exposeStatusRoute: false,
  });
  await app.register(openApiPlugin, { version: deps.version });
  await app.register(authPlugin, {
    sessions: services.repositories.sessions,
    clock: deps.clock,
    policy: deps.config.sessions,
    securityLog: services.securityLog,
    plainReaderTtlMs: deps.config.plainReaderTtlMs,
  });
  await app.register(photoAccessPlugin, {
    photoFiles: services.photoFiles,
    secureCookies: deps.config.env === 'production',
    sessionMaxAgeMs: deps.config.sessions.maxAgeMs,
  });
  await app.register(noStorePlugin);
  await app.register(rateLimitPlugin, { counters: services.repositories.rateCounters, clock: deps.clock });
  await app.register(catalogueVersionPlugin, { tracker: services.catalogueVersion });
  await app.register(apiEtagPlugin, { appVersion: deps.version });
  await app.register(writeLimitsPlugin, { limits: services.writeLimits });
  await app.register(readCachePlugin, {
    maxBytes: deps.config.readCacheMb * 2 ** 20,
    maxEntries: deps.config.readCacheEntries,
  });

  await app.register(healthRoutes, { services, version: deps.version });
  await app.register(authRoutes, { services, limits: deps.config.rateLimits, secureCookies: deps.config.env === 'production' });
  await app.register(siteRoutes, { contactEmail: deps.config.contactEmail, publicUrl: deps.config.publicUrl, version: deps.version });
  await app.register(accountRoutes, { services });
  await app.register(adminUserRoutes, { services });
  await app.register(historyRoutes, { services });
  await app.register(referenceRoutes, { services });
  await app.register(stampRoutes, { services });
  await app.register(regionRoutes, { services });
  await app.register(productReadRoutes, { services });
  await app.register(detailReadRoutes, { services });
  await app.register(photoReadRoutes, { services });
  await app.register(searchRoutes, { services });
  await app.register(datingRoutes, { services });
  await app.register(exportRoutes, { services, clock: deps.clock, anonymousLimit: deps.config.rateLimits.anonymousExport });
  await app.register(referenceWriteRoutes, { services });
  await app.register(productWriteRoutes, { services });
  await app.register(detailWriteRoutes, { services });
  await app.register(photoWriteRoutes, { services, uploadMaxBytes: deps.config.uploadMaxBytes });
  await app.register(importRoutes, { services });
  await app.register(collectionRoutes, { services });
  await app.register(collectionImportRoutes, { services });
  await app.register(collectionPhotoRoutes, {
    services,
    storage: collectionStorage,
    uploadMaxBytes: deps.config.uploadMaxBytes,
    publicUrl: deps.config.publicUrl,
  });
  await app.register(moderationRoutes, { services });
  await app.register(seoRoutes, { services, publicUrl: deps.config.publicUrl });
  await app.register(iiifRoutes, { services, storage: deps.storage });
  await app.register(oaiRoutes, { services });

  await app.register(staticFilesPlugin, {
    storage: deps.storage,
    webDist: deps.config.webDist,
    pageHeads: services.pageHeads,
    shell: services.shell,
    serveSourceMaps: deps.config.env !== 'production',
  });
  return app;
}

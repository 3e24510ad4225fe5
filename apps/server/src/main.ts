import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { loadDemoDataIfEmpty } from './db/demo-data/load';
import { startPeriodicJob, startPgliteMaintenance } from './db/maintenance';
import { openDatabase } from './db/open';
import { systemClock } from './lib/clock';
import { DataDirLocked } from './lib/data-dir-lock';
import { createMailer, warnIfNoSmtp } from './lib/mail';
import { createLocalStorage } from './lib/storage';
import { createCatalogueVersionRepository } from './modules/catalogue/catalogue-version.repository';
import { createHistoryRepository } from './modules/history/history.repository';
import { createPhotoCleanupService } from './modules/photos/photo-cleanup.service';
import { VERSION } from './version';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config, { waitForStaleLock: true });
  const storage = createLocalStorage(path.join(config.dataDir, 'uploads'));
  if (config.demoData) {
    const loaded = await loadDemoDataIfEmpty(database.db, storage);
    if (loaded) console.log(`Demo catalogue loaded: ${loaded.products} products, ${loaded.details} details, ${loaded.photos} photos.`);
  }

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: pino({ level: config.logLevel, name: 'mail' }),
  });

  const app = await buildApp({ config, database, storage, clock: systemClock, mailer, version: VERSION });
  warnIfNoSmtp(config, app.log);
  const stopMaintenance = await startPgliteMaintenance(database, createCatalogueVersionRepository(database.db), {
    log: (message) => app.log.info(message),
  });
  const cleanup = createPhotoCleanupService({
    db: database.db,
    clock: systemClock,
    storage,
    history: createHistoryRepository(database.db),
  });
  // Uploads attached to nothing for a day are removed, hourly, whichever database.
  const stopCleanup = startPeriodicJob(
    async () => {
      const removed = await cleanup.removeUnattached();
      if (removed > 0) app.log.info({ removed }, 'unattached uploads removed');
    },
    { intervalMs: 60 * 60_000, onError: (err) => app.log.error({ err }, 'could not remove unattached uploads') },
  );
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    stopMaintenance();
    stopCleanup();
    await app.close();
    await mailer.close();
    await database.close();
  });
  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Museum ready on ${config.publicUrl} (database: ${database.driver})`);
}

main().catch((error) => {
  if (error instanceof DataDirLocked) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});

import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { loadDemoDataIfEmpty } from './db/demo-data/load';
import { startPgliteMaintenance } from './db/maintenance';
import { openDatabase } from './db/open';
import { systemClock } from './lib/clock';
import { DataDirLocked } from './lib/data-dir-lock';
import { createMailer } from './lib/mail';
import { createLocalStorage } from './lib/storage';
import { createCatalogueVersionRepository } from './modules/catalogue/catalogue-version.repository';
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
  const stopMaintenance = await startPgliteMaintenance(database, createCatalogueVersionRepository(database.db), {
    log: (message) => app.log.info(message),
  });
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    stopMaintenance();
    await app.close();
    await mailer.close();
    await database.close();
  });
  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Museum ready on ${config.publicUrl} (database: ${database.driver}, Node ${process.version})`);
  if (config.env === 'production' && !config.smtpUrl) {
    app.log.warn(`SMTP_URL is not set: confirmation and password mails are only written to ${path.join(config.dataDir, 'outbox')}`);
  }
}

main().catch((error) => {
  if (error instanceof DataDirLocked) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});

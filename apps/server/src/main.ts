import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { warnIfOaiOff } from './config/oai-contact';
import { backupTo } from './db/backup';
import { exportCatalogue } from './db/catalogue-dump';
import { startPeriodicJob, startPgliteMaintenance } from './db/maintenance';
import { startUploadMaintenance } from './db/upload-maintenance';
import { openWithDemoCatalogue } from './demo-catalogue';
import { startAdminSocket } from './lib/admin-socket';
import { systemClock } from './lib/clock';
import { DataDirLocked } from './lib/data-dir-lock';
import { exposedCollector, releaseHeapWhenQuiet } from './lib/idle-heap';
import { mailerFromConfig, warnIfNoSmtp } from './lib/mail';
import { keepFilesPrivate, restrictDataDir } from './lib/private-files';
import { createCollectionStorage, createStorage } from './lib/storage-from-config';
import { VERSION } from './version';

async function main() {
  const config = loadConfig();
  keepFilesPrivate();
  let log: FastifyBaseLogger = pino({ level: config.logLevel });
  /** How to close what is open so far, newest first: a stop closes whatever the start has reached. */
  const closers: (() => unknown)[] = [];
  const onStop = (close: () => unknown) => closers.unshift(close);
  // Aborted by a stop: the start's child (the demo catalogue's load, which holds the data folder's lock) is ended.
  const starting = new AbortController();
  let started: Promise<void> = Promise.resolve();

  let stopping = false;
  /**
   * Stops once, however many signals arrive (`npm start` forwards SIGTERM through npm and tsx,
   * so the group is signalled more than once), from the first moment of the start: no new
   * connections, requests in flight (slow uploads) finish within SHUTDOWN_GRACE_MS, then the
   * database closes and the lock is released. During the start, the step under way (the demo
   * catalogue's child is stopped and waited for) ends first, and what it opened is closed.
   */
  const shutdown = async (reason: string, exitCode: number) => {
    if (stopping) {
      log.info(`${reason} again: already stopping`);
      return;
    }
    stopping = true;
    log.info(`${reason}: finishing requests in flight (up to ${config.shutdownGraceMs} ms), then stopping`);
    const force = setTimeout(() => {
      log.error(`requests still running after ${config.shutdownGraceMs} ms: stopping anyway`);
      process.exit(1);
    }, config.shutdownGraceMs);
    force.unref();
    try {
      starting.abort();
      await started.catch(() => {});
      for (const close of closers) await close();
      log.info('stopped');
    } catch (error) {
      log.error({ err: error }, 'error while stopping');
      exitCode = 1;
    }
    process.exit(exitCode);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM', 0));
  process.on('SIGINT', () => void shutdown('SIGINT', 0));
  // A bug escaped every handler: the process state is unknown, so stop the same orderly way.
  process.on('uncaughtException', (error) => {
    log.fatal({ err: error }, 'uncaught exception');
    void shutdown('uncaught exception', 1);
  });
  process.on('unhandledRejection', (error) => {
    log.fatal({ err: error }, 'unhandled rejection');
    void shutdown('unhandled rejection', 1);
  });

  started = start();
  await started;

  async function start() {
    const restricted = await restrictDataDir(config.dataDir);
    if (restricted.changed > 0) console.log(`Took group and other permissions off ${restricted.changed} entries in ${config.dataDir}.`);
    if (restricted.failed.length > 0) console.warn(`Could not restrict (owned by another account?): ${restricted.failed.join(', ')}`);
    const database = await openWithDemoCatalogue(config, starting.signal);
    onStop(() => database.close());
    if (starting.signal.aborted) return;
    const storage = await createStorage(config);
    const collectionStorage = await createCollectionStorage(config);
    const removedTemp = (await storage.removeTempFiles()) + (await collectionStorage.removeTempFiles());
    if (removedTemp > 0) console.log(`Removed ${removedTemp} temp files left by an interrupted write.`);

    const mailer = mailerFromConfig(config, pino({ level: config.logLevel, name: 'mail' }));
    onStop(() => mailer.close());

    const app = await buildApp({ config, database, storage, collectionStorage, clock: systemClock, mailer, version: VERSION });
    onStop(() => app.close());
    log = app.log;
    // The heap a burst grew goes back once the server is quiet (ADR 069; Node started by npm start has the collector).
    const collect = exposedCollector();
    if (collect) onStop(releaseHeapWhenQuiet(app, { quietMs: 10_000, minRequests: 200, collect }));
    warnIfNoSmtp(config, log);
    warnIfOaiOff(config, log);
    onStop(
      startUploadMaintenance(database.db, { catalogue: storage, collection: collectionStorage }, { log: (message) => log.info(message) }),
    );
    // With PGlite no other process may open the database: the admin CLI asks this one for backups and exports.
    if (database.driver === 'pglite')
      onStop(
        await startAdminSocket(
          config.dataDir,
          {
            backup: (dir) => backupTo(database, { catalogue: storage, collection: collectionStorage }, dir),
            export: (dir) => exportCatalogue(database, storage, dir),
          },
          (all) => app.services.photoDerivation.backfill(all),
        ),
      );

    // Uploads attached to nothing for a day are removed, hourly, whichever database.
    onStop(
      startPeriodicJob(
        async () => {
          const removed = await app.services.photoCleanup.removeUnattached();
          if (removed > 0) log.info({ removed }, 'unattached uploads removed');
        },
        { intervalMs: 60 * 60_000, onError: (err) => log.error({ err }, 'could not remove unattached uploads') },
      ),
    );

    if (starting.signal.aborted) return;
    await app.listen({ host: config.host, port: config.port });
    log.info(`Museum ready on ${config.publicUrl} (database: ${database.driver}, photos: ${storage.location}, Node ${process.version})`);
    // PGlite's `vacuum analyze` takes seconds on a large catalogue; it runs on the database's own
    // thread (ADR 024), so the server answers meanwhile and load shedding has no reason to refuse.
    onStop(startPgliteMaintenance(database, app.services.repositories.catalogueVersion, { log: (message) => log.info(message) }));
  }
}

main().catch((error) => {
  // A stop during the start has ended the demo catalogue's child: not an error, the stop exits.
  if (error instanceof Error && error.name === 'AbortError') return;
  if (error instanceof DataDirLocked) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});

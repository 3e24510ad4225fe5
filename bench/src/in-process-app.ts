import path from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import type { Database } from '../../apps/server/src/db/client';
import { systemClock } from '../../apps/server/src/lib/clock';
import { createLocalStorage } from '../../apps/server/src/lib/local-storage';
import { createMailer } from '../../apps/server/src/lib/mail';

/**
 * The app in this process on an open database, with the read cache off: every request runs its
 * SQL, so the bench can capture and time the statements of an endpoint.
 */
export function buildUncachedApp(database: Database, dataDir: string) {
  const config = loadConfig({ DATA_DIR: dataDir, DEMO_DATA: '0', LOG_LEVEL: 'silent', NODE_ENV: 'production', READ_CACHE_MB: '0' });
  const mailer = createMailer({
    smtpUrl: undefined,
    from: config.mailFrom,
    outboxDir: path.join(dataDir, 'outbox'),
    log: { info() {}, error() {} },
  });
  const storage = createLocalStorage(path.join(dataDir, 'uploads'));
  return buildApp({ config, database, storage, clock: systemClock, mailer, version: 'bench' });
}

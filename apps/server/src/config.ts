import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from './config/env-schema';
import { type CacheSettings, cacheSettings, type LimitSettings, limitSettings } from './config/limits-and-caches';
import { type StorageConfig, s3StorageConfig } from './config/storage-config';
import { checkTrustProxy } from './config/trust-proxy';

export type { SessionPolicy } from './config/limits-and-caches';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The storage `storage:copy --to` writes to: the same AWS variables, another address. */
export function loadS3Target(url: string, env: NodeJS.ProcessEnv = process.env): StorageConfig {
  return s3StorageConfig(url, parseEnv({ ...env, STORAGE_URL: url }));
}

/** The server's settings: read from the environment once at start (loadConfig), or made for a test (testConfig). */
export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactEmail: string | null;
  uploadMaxBytes: number;
  demoData: boolean;
  logLevel: string;
  webDist: string;
  trustProxy: boolean | number | string;
  maxEventLoopDelayMs: number;
  readCacheMb: number;
  dbConnectTimeoutMs: number;
  dbStatementTimeoutMs: number;
  dbPoolSize: number;
  shutdownGraceMs: number;
  importReadTimeoutMs: number;
  sitemapPageSize: number;
  storage: StorageConfig;
  /** Pages link photo files to this base instead of `/uploads` (no trailing slash); null: served here. */
  storagePublicUrl: string | null;
} & CacheSettings &
  LimitSettings;

/** Reads every environment variable the server uses, in one place, and fails fast on bad values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnv(env);
  checkTrustProxy(e.NODE_ENV, e.TRUST_PROXY);
  const port = e.PORT;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port,
    dataDir: path.resolve(repoRoot, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactEmail: e.CONTACT_EMAIL ?? null,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    demoData: e.DEMO_DATA,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    trustProxy: e.TRUST_PROXY,
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
    readCacheMb: e.READ_CACHE_MB,
    dbConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    dbPoolSize: e.DB_POOL_SIZE,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    importReadTimeoutMs: e.IMPORT_READ_TIMEOUT_MS,
    sitemapPageSize: e.SITEMAP_PAGE_SIZE,
    storage: e.STORAGE_URL ? s3StorageConfig(e.STORAGE_URL, e) : { kind: 'local' },
    storagePublicUrl: e.STORAGE_PUBLIC_URL?.replace(/\/+$/, '') ?? null,
    ...cacheSettings(e),
    ...limitSettings(e),
  };
}

/**
 * A config for tests and tools: defaults plus overrides, no environment read. The load-shedding
 * check is off: a busy test machine would otherwise turn any answer into a 503. The read cache
 * is off too: factories write straight to the database, behind the cache's back (its own tests
 * turn it on), and so is the memory of plain readers, for the same reason. Per-account write
 * limits are out of reach (their own tests set small ones).
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DEMO_DATA: '0',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      READ_CACHE_MB: '0',
      // A test's clock stands still: one account's writes would all fall in one minute.
      WRITES_PER_MINUTE: '100000',
      UPLOADS_PER_DAY: '100000',
      UPLOAD_MB_PER_DAY: '100000',
      CHANGE_REQUESTS_PER_DAY: '100000',
      MANUFACTURERS_PER_DAY: '100000',
      ACCOUNT_EXPORTS_PER_HOUR: '100000',
    }),
    plainReaderTtlMs: 0,
    ...overrides,
  };
}

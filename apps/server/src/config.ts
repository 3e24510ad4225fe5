import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DAY, DEFAULT_RATE_LIMITS, MINUTE, type RateLimits, scaledLimits, type WriteLimitSet, type WriteLimits } from './limits-config';
import { type StorageConfig, s3StorageConfig } from './storage-config';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z.enum(['0', '1', 'true', 'false', 'yes', 'no', 'on', 'off']).transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** PGlite files, uploads and the mail outbox live here; a relative path is taken from the repository root, not from the workspace npm runs in. */
  DATA_DIR: z.string().default('./data'),
  /** A PostgreSQL server; when set it replaces the embedded PGlite. */
  DATABASE_URL: z.url().optional(),
  /** The site's public address, used for links in e-mails (never the request's Host). */
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Музей «Тульский Максим» <no-reply@localhost>'),
  /** The museum's public e-mail address, shown on /about (none shown without it). */
  CONTACT_EMAIL: z.email().optional(),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(20 * 1024 * 1024),
  /** Load the demo catalogue into an empty database. */
  DEMO_DATA: flag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which proxies may set X-Forwarded-For (so rate limits see the real client): off by default,
   * a comma list of addresses/CIDRs; outside production also `true` or a number of hops.
   */
  TRUST_PROXY: z
    .string()
    .max(500)
    .regex(/^(true|false|\d{1,2}|[\w.:/,\s-]+)$/, 'true, false, a hop count or a list of addresses')
    .default('false')
    .transform((value): boolean | number | string =>
      value === 'true' ? true : value === 'false' ? false : /^\d+$/.test(value) ? Number(value) : value,
    ),
  /** Shed load with 503 while the event loop lags more than this (0 turns it off). */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /** PostgreSQL: longest wait for a connection (new or from the pool) before answering 503. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(3_000),
  /** PostgreSQL: longest a statement may run (0: no limit); a frozen database answers 503 after it. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  /** PostgreSQL: connections this process keeps at most (besides one that listens for the catalogue version). */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(1_000).default(10),
  /** On SIGTERM/SIGINT: how long requests in flight (slow uploads) may take to finish. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** Memory for anonymous catalogue answers kept between writes, in MB (0 turns the cache off). */
  READ_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  /** URLs per child sitemap: at most 50 000 (the sitemap protocol's limit); smaller in tests. */
  SITEMAP_PAGE_SIZE: z.coerce.number().int().min(1).max(50_000).default(50_000),
  /** Per-account write limits of a plain user (moderators and admins: times MODERATOR_LIMIT_FACTOR). */
  WRITES_PER_MINUTE: z.coerce.number().int().positive().max(100_000).default(30),
  UPLOADS_PER_DAY: z.coerce.number().int().positive().max(100_000).default(50),
  UPLOAD_MB_PER_DAY: z.coerce.number().int().positive().max(100_000).default(300),
  CHANGE_REQUESTS_PER_DAY: z.coerce.number().int().positive().max(100_000).default(100),
  MANUFACTURERS_PER_DAY: z.coerce.number().int().positive().max(100_000).default(10),
  MODERATOR_LIMIT_FACTOR: z.coerce.number().int().positive().max(1_000).default(10),
  /** Exports (`GET /export`) one anonymous client IP may start per hour. */
  EXPORTS_PER_HOUR: z.coerce.number().int().positive().max(100_000).default(10),
  /** Exports one signed-in account may start per hour (moderators and admins: times MODERATOR_LIMIT_FACTOR). */
  ACCOUNT_EXPORTS_PER_HOUR: z.coerce.number().int().positive().max(100_000).default(20),
  /** A session ends after this many days without use. */
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** A session ends this many days after sign-in, however busy. */
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Administrators must have the second factor on to act as administrators. */
  REQUIRE_ADMIN_2FA: flag.default(false),
  /**
   * Where photo files live: unset for DATA_DIR/uploads, or `s3://bucket/prefix` for an
   * S3-compatible bucket reached with the AWS variables below (ADR 032).
   */
  STORAGE_URL: z
    .string()
    .regex(/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[^\s]*)?$/, 's3://bucket or s3://bucket/prefix')
    .optional(),
  /** Pages link photos straight to this base (a CDN or the bucket's public address) instead of /uploads. */
  STORAGE_PUBLIC_URL: z.url().optional(),
  /** `host/bucket` addressing: on by default when AWS_ENDPOINT_URL is set (MinIO and most self-hosted stores), off for AWS. */
  STORAGE_S3_FORCE_PATH_STYLE: flag.optional(),
  /** Longest wait to connect to the object store, and longest silence on a connection; then 503. */
  STORAGE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** An S3-compatible server's address (MinIO, Ceph RGW, Yandex Object Storage); AWS when unset. */
  AWS_ENDPOINT_URL: z.url().optional(),
  AWS_REGION: z.string().min(1).max(64).default('us-east-1'),
  /** Without these the SDK's own chain (instance role, shared profile) supplies credentials. */
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  AWS_SESSION_TOKEN: z.string().min(1).optional(),
  /** The built web client served at `/`. */
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
});

/** The storage `storage:copy --to` writes to: the same AWS variables, another address. */
export function loadS3Target(url: string, env: NodeJS.ProcessEnv = process.env): StorageConfig {
  const parsed = EnvSchema.safeParse({ ...env, STORAGE_URL: url });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return s3StorageConfig(url, parsed.data);
}

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
  sitemapPageSize: number;
  storage: StorageConfig;
  /** Pages link photo files to this base instead of `/uploads` (no trailing slash); null: served here. */
  storagePublicUrl: string | null;
  /** At most this many answers in the read cache, whatever their size (not an environment variable). */
  readCacheEntries: number;
  /**
   * Catalogue totals kept per search and catalogue version (ADR 068): at most this many; 0 (with
   * READ_CACHE_MB=0: tests, the uncached bench) counts every time. Not an environment variable.
   */
  countCacheEntries: number;
  /**
   * Bytes of text searches' ordered ids kept per search, sort and catalogue version for their deep
   * pages (ADR 068's point-6 follow-up: ~41 KB a search). Not under READ_CACHE_MB: without them a
   * deep page of a common word costs O(the result window), with them O(the page). Not an
   * environment variable.
   */
  searchOrderBytes: number;
  /**
   * How long a catalogue version read from the database is trusted while no notification can be
   * heard (the listening connection is lost, or the driver has none); not an environment variable.
   */
  catalogueVersionTtlMs: number;
  /**
   * How long a server trusts that a signed-in caller sees only the public catalogue before asking
   * the database again: their public reads meanwhile cost no session lookup (ADR 067); 0 asks every
   * time. Not an environment variable.
   */
  plainReaderTtlMs: number;
  rateLimits: RateLimits;
  writeLimits: WriteLimits;
  sessions: SessionPolicy;
};

const TRUST_PROXY_ALLOWED =
  'the addresses or networks of the proxies in front of the server, comma-separated ' +
  '(e.g. 127.0.0.1 or 10.0.0.10,10.1.0.0/16; `loopback`, `linklocal` and `uniquelocal` name those ranges), ' +
  'or `false` (the default) when nothing is in front';

/** Names proxy-addr (Fastify's trustProxy) takes for whole ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Why one entry of an address list is refused, if it is: an address, or a network with a prefix
 * of 1 to 32 (IPv4) or 1 to 128 (IPv6); a /0 trusts every address, as `true` does.
 */
function refusedProxyEntry(entry: string): string | undefined {
  if (PROXY_RANGE_NAMES.has(entry)) return undefined;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return `\`${entry}\` is not an address or a network`;
  if (prefix === undefined) return undefined;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
  if (bits === 0) return `\`${entry}\` trusts every address (any client could set X-Forwarded-For)`;
  if (!(bits >= 1 && bits <= (family === 4 ? 32 : 128))) return `\`${entry}\` has no valid network prefix`;
  return undefined;
}

/**
 * An address list is checked here, not left to Fastify, which would crash the start on a bad
 * entry. In production only addresses or networks are taken: `true` trusts X-Forwarded-For
 * from anyone who can reach the port, and a hop count trusts whatever sits at that position,
 * which a client reaching the port directly fills itself; either way any client could pick its
 * own address and step around the per-IP limits (ADR 045).
 */
function checkTrustProxy(env: string, trustProxy: boolean | number | string): void {
  const refuse = (why: string) => {
    throw new Error(`Invalid configuration:\n  TRUST_PROXY: ${why}; use ${TRUST_PROXY_ALLOWED}`);
  };
  if (typeof trustProxy === 'string') {
    const refused = trustProxy
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map(refusedProxyEntry)
      .find(Boolean);
    if (refused) refuse(refused);
  }
  if (env !== 'production') return;
  if (trustProxy === true) refuse('`true` is refused in production (any client could set X-Forwarded-For)');
  if (typeof trustProxy === 'number') {
    refuse(`a hop count (${trustProxy}) is refused in production (a client reaching the port directly picks its own address)`);
  }
}

export interface SessionPolicy {
  idleMs: number;
  maxAgeMs: number;
  requireAdminSecondFactor: boolean;
}

/** Reads every environment variable the server uses, in one place, and fails fast on bad values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  checkTrustProxy(e.NODE_ENV, e.TRUST_PROXY);
  const port = e.PORT;
  const userWrites: WriteLimitSet = {
    writesPerMinute: e.WRITES_PER_MINUTE,
    uploadsPerDay: e.UPLOADS_PER_DAY,
    uploadBytesPerDay: e.UPLOAD_MB_PER_DAY * 2 ** 20,
    changeRequestsPerDay: e.CHANGE_REQUESTS_PER_DAY,
    manufacturersPerDay: e.MANUFACTURERS_PER_DAY,
    exportsPerHour: e.ACCOUNT_EXPORTS_PER_HOUR,
  };
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
    webDist: path.resolve(e.WEB_DIST),
    trustProxy: e.TRUST_PROXY,
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
    readCacheMb: e.READ_CACHE_MB,
    dbConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    dbPoolSize: e.DB_POOL_SIZE,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    sitemapPageSize: e.SITEMAP_PAGE_SIZE,
    storage: e.STORAGE_URL ? s3StorageConfig(e.STORAGE_URL, e) : { kind: 'local' },
    storagePublicUrl: e.STORAGE_PUBLIC_URL?.replace(/\/+$/, '') ?? null,
    readCacheEntries: 5_000,
    countCacheEntries: e.READ_CACHE_MB > 0 ? 10_000 : 0,
    searchOrderBytes: 8 * 1024 * 1024,
    catalogueVersionTtlMs: 1_000,
    plainReaderTtlMs: 1_000,
    rateLimits: { ...DEFAULT_RATE_LIMITS, anonymousExport: { max: e.EXPORTS_PER_HOUR, windowMs: 60 * MINUTE } },
    writeLimits: { user: userWrites, moderator: scaledLimits(userWrites, e.MODERATOR_LIMIT_FACTOR) },
    sessions: {
      idleMs: e.SESSION_IDLE_DAYS * DAY,
      maxAgeMs: e.SESSION_MAX_DAYS * DAY,
      requireAdminSecondFactor: e.REQUIRE_ADMIN_2FA,
    },
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

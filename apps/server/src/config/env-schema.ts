import { z } from 'zod';

const flag = z.enum(['0', '1', 'true', 'false', 'yes', 'no', 'on', 'off']).transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

/** Every environment variable the server reads, with its type, its bounds and its default. */
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
  /** How long an uploaded spreadsheet may take to read, in a process of its own, before that process is ended (ADR 079, 093). */
  IMPORT_READ_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(15_000),
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
  /** Sign-ups (`POST /api/auth/register`) one client IP may send per hour. */
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().positive().max(100_000).default(10),
  /** Exports (`GET /export`) one anonymous client IP may start per hour. */
  EXPORTS_PER_HOUR: z.coerce.number().int().positive().max(100_000).default(10),
  /** Exports one signed-in account may start per hour (moderators and admins: times MODERATOR_LIMIT_FACTOR). */
  ACCOUNT_EXPORTS_PER_HOUR: z.coerce.number().int().positive().max(100_000).default(20),
  /** Records one account may keep in its private collection (ADR 084), whatever its role. */
  COLLECTION_ITEMS_MAX: z.coerce.number().int().positive().max(1_000_000).default(5_000),
  /** Numbers one account may keep on its want list («Ищу»). */
  COLLECTION_WANTED_MAX: z.coerce.number().int().positive().max(100_000).default(500),
  /** Megabytes one account's private collection photos may take (ADR 088), originals counted as stored. */
  COLLECTION_PHOTO_MB: z.coerce.number().int().positive().max(1_000_000).default(200),
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
  /** The built web client served at `/`; apps/web/dist of the repository when unset (config.ts knows where that is). */
  WEB_DIST: z.string().optional(),
});

/** The environment as the schema reads it. */
export type Env = z.infer<typeof EnvSchema>;

/** Parses `env`, or throws one error that names every bad variable. */
export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

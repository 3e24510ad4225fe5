import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { linkIn, type ReceivedMail, readOutbox } from '@museum/test-kit';
import type { Logger } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, testConfig } from '../src/config';
import type { Database } from '../src/db/client';
import type { Clock } from '../src/lib/clock';
import { createLocalStorage, type LocalStorage } from '../src/lib/local-storage';
import { createMailer, type Mailer } from '../src/lib/mail';
import type { SecurityEventName, SecurityFields } from '../src/lib/security-log';
import type { PhotoStorage } from '../src/lib/storage';
import { localCollectionPhotosDir } from '../src/lib/storage-from-config';
import { createTestDatabase } from './test-database';

/** A clock that stands still until a test moves it. */
export interface TestClock extends Clock {
  advance(ms: number): void;
  set(date: Date): void;
}

export function createTestClock(start = new Date('2026-01-15T10:00:00Z')): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}

export interface TestApp<S extends PhotoStorage = LocalStorage> {
  app: FastifyInstance;
  database: Database;
  storage: S;
  /** Where collectors' private photos are stored (ADR 088): `collection-photos/` of the data folder unless the test gives one. */
  collectionStorage: PhotoStorage;
  clock: TestClock;
  config: Config;
  dataDir: string;
  mailer: Mailer;
  /** Security events the app logged, oldest first (`name` plus the structured fields). */
  securityEvents: ({ name: SecurityEventName } & SecurityFields)[];
  /** What the mailer logged (outbox files and their links, failures). */
  mailLog: { level: 'info' | 'error'; details: Record<string, unknown>; message: string }[];
  /** Every mail written to the outbox so far, oldest first (after pending sends finish). */
  outbox(): Promise<ReceivedMail[]>;
  /** The newest mail to an address; fails the test when there is none. */
  latestMailTo(address: string): Promise<ReceivedMail>;
  /** The token of the newest mail's link to a web route (`/confirm-email`, `/reset-password`). */
  latestTokenFor(address: string, route: string): Promise<string>;
  close(): Promise<void>;
}

/** The real app on a fresh database and a temp data folder, photos in its `uploads/`. */
export function createTestApp(overrides: Partial<Config> = {}, options: TestDatabaseOptions = {}): Promise<TestApp> {
  return createTestAppWith((dataDir) => createLocalStorage(path.join(dataDir, 'uploads')), overrides, options);
}

/** How the test database is opened: `logger` sees every statement the app sends (tests that count them). */
export interface TestDatabaseOptions {
  logger?: Logger;
  /** The storage of collectors' private photos (a bucket's prefix); a local folder when absent. */
  makeCollectionStorage?: (dataDir: string) => PhotoStorage;
}

/** The real app on a fresh database and a temp data folder, photos in the storage `makeStorage` gives (an S3 bucket). */
export async function createTestAppWith<S extends PhotoStorage>(
  makeStorage: (dataDir: string) => S,
  overrides: Partial<Config> = {},
  options: TestDatabaseOptions = {},
): Promise<TestApp<S>> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'museum-test-'));
  const config = testConfig({ dataDir, webDist: path.join(dataDir, 'no-web-build'), ...overrides });
  const database = await createTestDatabase(options);
  const storage = makeStorage(dataDir);
  const collectionStorage = options.makeCollectionStorage?.(dataDir) ?? createLocalStorage(localCollectionPhotosDir(dataDir));
  const clock = createTestClock();
  const mailLog: TestApp['mailLog'] = [];
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(dataDir, 'outbox'),
    log: {
      info: (details, message) => mailLog.push({ level: 'info', details: details as Record<string, unknown>, message }),
      error: (details, message) => mailLog.push({ level: 'error', details: details as Record<string, unknown>, message }),
    },
  });
  const securityEvents: TestApp['securityEvents'] = [];
  const securityLog = { event: (name: SecurityEventName, fields: SecurityFields) => securityEvents.push({ name, ...fields }) };
  const app = await buildApp({
    config,
    database,
    storage,
    collectionStorage,
    clock,
    mailer,
    version: 'test',
    securityLog,
    backgroundDerivation: false,
  });
  const outbox = async () => {
    await mailer.idle();
    return readOutbox(path.join(dataDir, 'outbox'));
  };
  const latestMailTo = async (address: string) => {
    const mail = (await outbox()).filter((m) => m.to.toLowerCase() === address.toLowerCase()).at(-1);
    if (!mail) throw new Error(`No mail to ${address} in the outbox`);
    return mail;
  };
  return {
    app,
    database,
    storage,
    collectionStorage,
    clock,
    config,
    dataDir,
    mailer,
    mailLog,
    securityEvents,
    outbox,
    latestMailTo,
    async latestTokenFor(address, route) {
      return linkIn(await latestMailTo(address), route).searchParams.get('token') ?? '';
    },
    async close() {
      await app.close();
      await mailer.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** One app per test file: built before the first test, closed after the last. */
export function useTestApp(overrides: Partial<Config> = {}, options: TestDatabaseOptions = {}): TestApp {
  const holder = {} as TestApp;
  beforeAll(async () => {
    Object.assign(holder, await createTestApp(overrides, options));
    await holder.app.ready();
  });
  afterAll(async () => {
    await holder.close?.();
  });
  return holder;
}

/**
 * `useTestApp` for tests that close the app's database themselves (an outage): after the last test it
 * closes the app, its mailer and its folder, and leaves the database closed.
 */
export function useTestAppLosingItsDatabase(overrides: Partial<Config> = {}): TestApp {
  const holder = {} as TestApp;
  beforeAll(async () => {
    Object.assign(holder, await createTestApp(overrides));
    await holder.app.ready();
  });
  afterAll(async () => {
    if (!holder.app) return;
    await holder.app.close();
    await holder.mailer.close();
    await fs.rm(holder.dataDir, { recursive: true, force: true });
  });
  return holder;
}

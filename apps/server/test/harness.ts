import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, testConfig } from '../src/config';
import type { Database } from '../src/db/client';
import type { Clock } from '../src/lib/clock';
import { createLocalStorage, type PhotoStorage } from '../src/lib/storage';
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

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  storage: PhotoStorage;
  clock: TestClock;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/** The real app on a fresh database and a temp data folder. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'museum-test-'));
  const config = testConfig({ dataDir, webDist: path.join(dataDir, 'no-web-build'), ...overrides });
  const database = await createTestDatabase();
  const storage = createLocalStorage(path.join(dataDir, 'uploads'));
  const clock = createTestClock();
  const app = await buildApp({ config, database, storage, clock, version: 'test' });
  return {
    app,
    database,
    storage,
    clock,
    config,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** One app per test file: built before the first test, closed after the last. */
export function useTestApp(overrides: Partial<Config> = {}): TestApp {
  const holder = {} as TestApp;
  beforeAll(async () => {
    Object.assign(holder, await createTestApp(overrides));
    await holder.app.ready();
  });
  afterAll(async () => {
    await holder.close?.();
  });
  return holder;
}

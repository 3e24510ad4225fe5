import type { Config } from './config';
import type { Database } from './db/client';
import type { Clock } from './lib/clock';
import type { PhotoStorage } from './lib/storage';
import { createSessionsRepository } from './modules/auth/sessions.repository';
import { createHealthService } from './modules/health/health.service';
import { createHistoryRepository } from './modules/history/history.repository';
import { createHistoryService } from './modules/history/history.service';
import { createUsersRepository } from './modules/users/users.repository';

/** Everything the app needs from outside; tests pass their own. */
export interface AppDeps {
  config: Config;
  database: Database;
  storage: PhotoStorage;
  clock: Clock;
  version: string;
}

/** The composition root: every repository and service, wired once per app. */
export function createServices(deps: AppDeps) {
  const { db } = deps.database;
  const repositories = {
    users: createUsersRepository(db),
    sessions: createSessionsRepository(db),
    history: createHistoryRepository(db),
  };
  return {
    repositories,
    health: createHealthService(deps.database, deps.version),
    history: createHistoryService({ history: repositories.history }),
  };
}
export type Services = ReturnType<typeof createServices>;

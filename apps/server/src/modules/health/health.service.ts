import type { HealthDto } from '@museum/contract';
import type { Database } from '../../db/client';
import { DomainError } from '../../lib/errors';
import { outageProblem, STORAGE_READ_ONLY } from '../../lib/outage-errors';
import type { PhotoStorage } from '../../lib/storage';

export function createHealthService(database: Database, version: string, storage?: PhotoStorage) {
  return {
    /**
     * Reports the driver and version. A database that does not answer is a 503 DB_UNAVAILABLE;
     * an uploads folder that takes no file (full, read-only) is a 507 or 503 that says so, so a
     * monitor sees it before the first failed upload.
     */
    async check(): Promise<HealthDto> {
      try {
        await database.ping();
      } catch {
        throw new DomainError(503, 'DB_UNAVAILABLE', (t) => t.dbNotAnswering);
      }
      try {
        await storage?.checkWritable();
      } catch (error) {
        const problem = outageProblem(error) ?? STORAGE_READ_ONLY;
        throw new DomainError(problem.status, problem.code, (t) => t.uploadsNotWritable(storage?.kind === 's3', problem.detail(t)), {
          uploads: 'not-writable',
        });
      }
      return { status: 'ok', db: database.driver, uploads: 'writable', version };
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;

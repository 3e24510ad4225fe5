import type { HealthDto } from '@museum/contract';
import type { Database } from '../../db/client';
import { DomainError } from '../../lib/errors';

export function createHealthService(database: Database, version: string) {
  return {
    /** Reports the driver and version; a database that does not answer is a 503. */
    async check(): Promise<HealthDto> {
      try {
        await database.ping();
      } catch {
        throw new DomainError(503, 'DB_UNAVAILABLE', 'База данных не отвечает');
      }
      return { status: 'ok', db: database.driver, version };
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;

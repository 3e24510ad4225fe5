import type { SQL } from 'drizzle-orm';
import type { Executor } from '../src/db/client';

/**
 * Runs raw SQL and returns its rows as the test says they are: tests look at the database as it
 * is, the server reads rows through the builder or `rawRows` only (ADR 051).
 */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

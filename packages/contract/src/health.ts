import { z } from 'zod';

export const HealthDto = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  /** The uploads folder took a test file; when it does not, health answers 503/507 instead. */
  uploads: z.literal('writable'),
  version: z.string(),
});
export type HealthDto = z.infer<typeof HealthDto>;

/**
 * `GET /api/health/live`: the process serves requests. No database, storage or load check, so a
 * supervisor restarts only a server that stopped answering, never one waiting out an outage
 * (that is what the readiness answer above is for).
 */
export const LivenessDto = z.object({ status: z.literal('ok'), version: z.string() });
export type LivenessDto = z.infer<typeof LivenessDto>;

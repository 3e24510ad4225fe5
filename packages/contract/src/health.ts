import { z } from 'zod';

export const HealthDto = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  /** The uploads folder took a test file; when it does not, health answers 503/507 instead. */
  uploads: z.literal('writable'),
  version: z.string(),
});
export type HealthDto = z.infer<typeof HealthDto>;

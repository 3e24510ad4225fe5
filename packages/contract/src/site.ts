import { z } from 'zod';

/** `GET /api/site`: configuration the web client shows; `contactEmail` is null when none is set. */
export const SiteInfoDto = z.object({ contactEmail: z.email().nullable() });
export type SiteInfoDto = z.infer<typeof SiteInfoDto>;

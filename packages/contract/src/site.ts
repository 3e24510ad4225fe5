import { z } from 'zod';

/**
 * `GET /api/site`: configuration the web client shows; `contactEmail` is null when none is set;
 * `publicUrl` is the site's public origin (no trailing slash), the base of permanent links;
 * `version` is the running release (CHANGELOG.md).
 */
export const SiteInfoDto = z.object({ contactEmail: z.email().nullable(), publicUrl: z.url(), version: z.string() });
export type SiteInfoDto = z.infer<typeof SiteInfoDto>;

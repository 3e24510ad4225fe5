import { SiteInfoDto } from '@museum/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** What the web client shows from the server's configuration (the /about contact address, the public URL of permanent links). */
export const siteRoutes: FastifyPluginAsyncZod<{ contactEmail: string | null; publicUrl: string }> = async (
  app,
  { contactEmail, publicUrl },
) => {
  app.get('/api/site', { schema: { tags: ['site'], response: { 200: SiteInfoDto } } }, () => ({
    contactEmail,
    publicUrl,
  }));
};

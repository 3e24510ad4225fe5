import { SiteInfoDto } from '@museum/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** What the web client shows from the server's configuration (the /about contact address). */
export const siteRoutes: FastifyPluginAsyncZod<{ contactEmail: string | null }> = async (app, { contactEmail }) => {
  app.get('/api/site', { schema: { tags: ['site'], response: { 200: SiteInfoDto } } }, () => ({ contactEmail }));
};

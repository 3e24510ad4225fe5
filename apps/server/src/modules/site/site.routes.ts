import { ENDPOINTS } from '@museum/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';

/** What the web client shows from the server's configuration (the /about contact address, the public URL of permanent links). */
export const siteRoutes: FastifyPluginAsync<{ contactEmail: string | null; publicUrl: string }> = async (
  app,
  { contactEmail, publicUrl },
) => {
  route(app, ENDPOINTS.site.site, () => ({ contactEmail, publicUrl }));
};

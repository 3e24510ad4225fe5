import { ENDPOINTS, type SiteInfoDto } from '@museum/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';

/** What the web client shows from the server's configuration (the /about contact address, the public URL of permanent links, the release). */
export const siteRoutes: FastifyPluginAsync<SiteInfoDto> = async (app, site) => {
  route(app, ENDPOINTS.site.site, () => site);
};

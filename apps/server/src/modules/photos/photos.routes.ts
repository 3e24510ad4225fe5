import { IdParams, PhotoDto, PhotoPageQuery, PhotoSearchItemDto, PhotoSearchQuery, PhotoTilePage } from '@museum/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services';

export const photoReadRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { photos } = services;
  const tags = ['photos'];

  app.get('/api/archive/photos/page', { schema: { tags, querystring: PhotoPageQuery, response: { 200: PhotoTilePage } } }, (req) =>
    photos.page(req.actor, req.query),
  );
  app.get(
    '/api/archive/photos/search',
    { config: { auth: 'USER' }, schema: { tags, querystring: PhotoSearchQuery, response: { 200: z.array(PhotoSearchItemDto) } } },
    (req) => photos.search(req.actor, req.query.q),
  );
  app.get('/api/archive/photos/:id', { schema: { tags, params: IdParams, response: { 200: PhotoDto } } }, (req) =>
    photos.get(req.actor, req.params.id),
  );
};

import { DetailTypeDto, IdParams, ManufacturerDto, StampDto } from '@museum/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services';

export const referenceRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { reference } = services;
  const tags = ['reference'];

  app.get('/api/archive/manufacturers', { schema: { tags, response: { 200: z.array(ManufacturerDto) } } }, () => reference.manufacturers());
  app.get('/api/archive/manufacturers/:id', { schema: { tags, params: IdParams, response: { 200: ManufacturerDto } } }, (req) =>
    reference.manufacturer(req.params.id),
  );
  app.get('/api/archive/stamps', { schema: { tags, response: { 200: z.array(StampDto) } } }, () => reference.stamps());
  for (const path of ['/api/archive/detail-types', '/api/archive/detailTypes']) {
    app.get(path, { schema: { tags, response: { 200: z.array(DetailTypeDto) } } }, () => reference.detailTypes());
  }
};

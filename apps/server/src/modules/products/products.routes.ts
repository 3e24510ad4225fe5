import {
  IdParams,
  ProductCardPage,
  ProductChildDto,
  ProductDto,
  ProductListPage,
  ProductListQuery,
  ProductSearchQuery,
} from '@museum/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services';

export const productReadRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { products } = services;
  const tags = ['products'];

  app.get('/api/archive/products', { schema: { tags, querystring: ProductListQuery, response: { 200: ProductListPage } } }, (req) =>
    products.list(req.query),
  );
  app.get(
    '/api/archive/products/search',
    { schema: { tags, querystring: ProductSearchQuery, response: { 200: ProductCardPage } } },
    (req) => products.search(req.actor, req.query),
  );
  app.get('/api/archive/products/:id', { schema: { tags, params: IdParams, response: { 200: ProductDto } } }, (req) =>
    products.get(req.actor, req.params.id),
  );
  app.get(
    '/api/archive/products/:id/children',
    { schema: { tags, params: IdParams, response: { 200: z.array(ProductChildDto) } } },
    (req) => products.children(req.params.id),
  );
};

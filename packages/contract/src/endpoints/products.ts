import { z } from 'zod';
import { IdParams } from '../common';
import {
  ProductCardPage,
  ProductChildDto,
  ProductDto,
  ProductListPage,
  ProductListQuery,
  ProductSearchQuery,
  ProductWrite,
} from '../products';
import { endpoint } from './endpoint';
import { ROUTES } from './routes';

const tags = ['products'];
/** Writes: moderators act directly; a plain user gets 403 and proposes a change request. */
const moderator = { auth: 'MODERATOR', tags } as const;

export const PRODUCT_ENDPOINTS = {
  list: endpoint({
    ...ROUTES.products.list,
    query: ProductListQuery,
    responses: { 200: ProductListPage },
    tags,
  }),
  search: endpoint({
    ...ROUTES.products.search,
    query: ProductSearchQuery,
    responses: { 200: ProductCardPage },
    tags,
  }),
  get: endpoint({
    ...ROUTES.products.get,
    params: IdParams,
    responses: { 200: ProductDto },
    tags,
  }),
  children: endpoint({
    ...ROUTES.products.children,
    params: IdParams,
    responses: { 200: z.array(ProductChildDto) },
    tags,
  }),
  create: endpoint({
    ...ROUTES.products.create,
    body: ProductWrite,
    responses: { 201: ProductDto },
    ...moderator,
  }),
  update: endpoint({
    ...ROUTES.products.update,
    params: IdParams,
    body: ProductWrite,
    responses: { 200: ProductDto },
    ...moderator,
  }),
  remove: endpoint({
    ...ROUTES.products.remove,
    params: IdParams,
    responses: { 204: null },
    ...moderator,
  }),
} as const;

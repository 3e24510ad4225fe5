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

const tags = ['products'];
/** Writes: moderators act directly; a plain user gets 403 and proposes a change request. */
const moderator = { auth: 'MODERATOR', tags } as const;

export const PRODUCT_ENDPOINTS = {
  list: endpoint({ method: 'GET', path: '/api/archive/products', query: ProductListQuery, responses: { 200: ProductListPage }, tags }),
  search: endpoint({
    method: 'GET',
    path: '/api/archive/products/search',
    query: ProductSearchQuery,
    responses: { 200: ProductCardPage },
    tags,
  }),
  get: endpoint({ method: 'GET', path: '/api/archive/products/:id', params: IdParams, responses: { 200: ProductDto }, tags }),
  children: endpoint({
    method: 'GET',
    path: '/api/archive/products/:id/children',
    params: IdParams,
    responses: { 200: z.array(ProductChildDto) },
    tags,
  }),
  create: endpoint({ method: 'POST', path: '/api/archive/products', body: ProductWrite, responses: { 201: ProductDto }, ...moderator }),
  update: endpoint({
    method: 'PUT',
    path: '/api/archive/products/:id',
    params: IdParams,
    body: ProductWrite,
    responses: { 200: ProductDto },
    ...moderator,
  }),
  remove: endpoint({ method: 'DELETE', path: '/api/archive/products/:id', params: IdParams, responses: { 204: null }, ...moderator }),
} as const;

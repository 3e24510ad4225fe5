import { z } from 'zod';
import { IdParams } from '../common';
import {
  DetailSubtypeWithTypeDto,
  DetailSubtypeWrite,
  DetailTypeDto,
  DetailTypeWrite,
  ManufacturerDto,
  ManufacturerWrite,
  StampDto,
  StampWrite,
} from '../reference';
import { endpoint } from './endpoint';

const tags = ['reference'];
const admin = { auth: 'ADMIN', tags } as const;
const removal = { method: 'DELETE', params: IdParams, responses: { 204: null }, ...admin } as const;

/**
 * The reference lists. A moderator may add a manufacturer (a plain user proposes one through
 * `POST /change-requests`, ADR 041); the other writes are for admins.
 */
export const REFERENCE_ENDPOINTS = {
  manufacturers: endpoint({ method: 'GET', path: '/api/archive/manufacturers', responses: { 200: z.array(ManufacturerDto) }, tags }),
  manufacturer: endpoint({
    method: 'GET',
    path: '/api/archive/manufacturers/:id',
    params: IdParams,
    responses: { 200: ManufacturerDto },
    tags,
  }),
  createManufacturer: endpoint({
    method: 'POST',
    path: '/api/archive/manufacturers',
    body: ManufacturerWrite,
    responses: { 201: ManufacturerDto },
    auth: 'MODERATOR',
    tags,
  }),
  updateManufacturer: endpoint({
    method: 'PUT',
    path: '/api/archive/manufacturers/:id',
    params: IdParams,
    body: ManufacturerWrite,
    responses: { 200: ManufacturerDto },
    ...admin,
  }),
  removeManufacturer: endpoint({ path: '/api/archive/manufacturers/:id', ...removal }),

  stamps: endpoint({ method: 'GET', path: '/api/archive/stamps', responses: { 200: z.array(StampDto) }, tags }),
  createStamp: endpoint({ method: 'POST', path: '/api/archive/stamps', body: StampWrite, responses: { 201: StampDto }, ...admin }),
  updateStamp: endpoint({
    method: 'PUT',
    path: '/api/archive/stamps/:id',
    params: IdParams,
    body: StampWrite,
    responses: { 200: StampDto },
    ...admin,
  }),
  removeStamp: endpoint({ path: '/api/archive/stamps/:id', ...removal }),

  detailTypes: endpoint({
    method: 'GET',
    path: '/api/archive/detail-types',
    aliases: ['/api/archive/detailTypes'],
    responses: { 200: z.array(DetailTypeDto) },
    tags,
  }),
  createDetailType: endpoint({
    method: 'POST',
    path: '/api/archive/detail-types',
    body: DetailTypeWrite,
    responses: { 201: DetailTypeDto },
    ...admin,
  }),
  updateDetailType: endpoint({
    method: 'PUT',
    path: '/api/archive/detail-types/:id',
    params: IdParams,
    body: DetailTypeWrite,
    responses: { 200: DetailTypeDto },
    ...admin,
  }),
  removeDetailType: endpoint({ path: '/api/archive/detail-types/:id', ...removal }),

  createDetailSubtype: endpoint({
    method: 'POST',
    path: '/api/archive/detail-subtypes',
    body: DetailSubtypeWrite,
    responses: { 201: DetailSubtypeWithTypeDto },
    ...admin,
  }),
  updateDetailSubtype: endpoint({
    method: 'PUT',
    path: '/api/archive/detail-subtypes/:id',
    params: IdParams,
    body: DetailSubtypeWrite,
    responses: { 200: DetailSubtypeWithTypeDto },
    ...admin,
  }),
  removeDetailSubtype: endpoint({ path: '/api/archive/detail-subtypes/:id', ...removal }),
} as const;

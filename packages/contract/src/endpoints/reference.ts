import { z } from 'zod';
import { IdParams } from '../common';
import {
  DetailSubtypeWithTypeDto,
  DetailSubtypeWrite,
  DetailTypeDto,
  DetailTypeWrite,
  ManufacturerDto,
  ManufacturerWrite,
} from '../reference';
import { StampDto, StampItemsPage, StampItemsQuery, StampListQuery, StampPageDto, StampWrite } from '../stamps';
import { endpoint } from './endpoint';
import { ROUTES } from './routes';

const tags = ['reference'];
const admin = { auth: 'ADMIN', tags } as const;
const moderator = { auth: 'MODERATOR', tags } as const;
const removal = { params: IdParams, responses: { 204: null }, ...admin } as const;

/**
 * The reference lists. A moderator may add a manufacturer (a plain user proposes one through
 * `POST /change-requests`, ADR 041); the other writes are for admins.
 */
export const REFERENCE_ENDPOINTS = {
  manufacturers: endpoint({
    ...ROUTES.reference.manufacturers,
    responses: { 200: z.array(ManufacturerDto) },
    tags,
  }),
  manufacturer: endpoint({
    ...ROUTES.reference.manufacturer,
    params: IdParams,
    responses: { 200: ManufacturerDto },
    tags,
  }),
  createManufacturer: endpoint({
    ...ROUTES.reference.createManufacturer,
    body: ManufacturerWrite,
    responses: { 201: ManufacturerDto },
    auth: 'MODERATOR',
    tags,
  }),
  updateManufacturer: endpoint({
    ...ROUTES.reference.updateManufacturer,
    params: IdParams,
    body: ManufacturerWrite,
    responses: { 200: ManufacturerDto },
    ...admin,
  }),
  removeManufacturer: endpoint({
    ...ROUTES.reference.removeManufacturer,
    ...removal,
  }),

  stamps: endpoint({
    ...ROUTES.reference.stamps,
    query: StampListQuery,
    responses: { 200: z.array(StampDto) },
    tags,
  }),
  stamp: endpoint({
    ...ROUTES.reference.stamp,
    params: IdParams,
    responses: { 200: StampPageDto },
    tags,
  }),
  stampItems: endpoint({
    ...ROUTES.reference.stampItems,
    params: IdParams,
    query: StampItemsQuery,
    responses: { 200: StampItemsPage },
    tags,
  }),
  // Stamps are written by moderators too (issue 33); a plain user proposes through `POST /change-requests`.
  createStamp: endpoint({
    ...ROUTES.reference.createStamp,
    body: StampWrite,
    responses: { 201: StampPageDto },
    ...moderator,
  }),
  updateStamp: endpoint({
    ...ROUTES.reference.updateStamp,
    params: IdParams,
    body: StampWrite,
    responses: { 200: StampPageDto },
    ...moderator,
  }),
  removeStamp: endpoint({
    ...ROUTES.reference.removeStamp,
    ...removal,
    ...moderator,
  }),

  detailTypes: endpoint({
    ...ROUTES.reference.detailTypes,
    aliases: ['/api/archive/detailTypes'],
    responses: { 200: z.array(DetailTypeDto) },
    tags,
  }),
  createDetailType: endpoint({
    ...ROUTES.reference.createDetailType,
    body: DetailTypeWrite,
    responses: { 201: DetailTypeDto },
    ...admin,
  }),
  updateDetailType: endpoint({
    ...ROUTES.reference.updateDetailType,
    params: IdParams,
    body: DetailTypeWrite,
    responses: { 200: DetailTypeDto },
    ...admin,
  }),
  removeDetailType: endpoint({
    ...ROUTES.reference.removeDetailType,
    ...removal,
  }),

  createDetailSubtype: endpoint({
    ...ROUTES.reference.createDetailSubtype,
    body: DetailSubtypeWrite,
    responses: { 201: DetailSubtypeWithTypeDto },
    ...admin,
  }),
  updateDetailSubtype: endpoint({
    ...ROUTES.reference.updateDetailSubtype,
    params: IdParams,
    body: DetailSubtypeWrite,
    responses: { 200: DetailSubtypeWithTypeDto },
    ...admin,
  }),
  removeDetailSubtype: endpoint({
    ...ROUTES.reference.removeDetailSubtype,
    ...removal,
  }),
} as const;

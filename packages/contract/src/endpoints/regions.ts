import { z } from 'zod';
import { IdParams } from '../common';
import { PendingRegionDto, RegionCropDto, RegionDto, RegionTargetQuery, RegionWrite } from '../regions';
import { endpoint } from './endpoint';
import { ROUTES } from './routes';

const tags = ['regions'];

/** Regions marked on photos (ADR 059): anyone reads the published; a signed-in user marks, a moderator publishes. */
export const REGION_ENDPOINTS = {
  ofPhoto: endpoint({
    ...ROUTES.regions.ofPhoto,
    params: IdParams,
    responses: { 200: z.array(RegionDto) },
    tags,
  }),
  ofTarget: endpoint({
    ...ROUTES.regions.ofTarget,
    query: RegionTargetQuery,
    responses: { 200: z.array(RegionCropDto) },
    tags,
  }),
  pending: endpoint({
    ...ROUTES.regions.pending,
    responses: { 200: z.array(PendingRegionDto) },
    auth: 'MODERATOR',
    tags,
  }),
  create: endpoint({
    ...ROUTES.regions.create,
    params: IdParams,
    body: RegionWrite,
    responses: { 201: RegionDto },
    auth: 'USER',
    tags,
  }),
  update: endpoint({
    ...ROUTES.regions.update,
    params: IdParams,
    body: RegionWrite,
    responses: { 200: RegionDto },
    auth: 'USER',
    tags,
  }),
  approve: endpoint({
    ...ROUTES.regions.approve,
    params: IdParams,
    responses: { 200: RegionDto },
    auth: 'MODERATOR',
    tags,
  }),
  remove: endpoint({
    ...ROUTES.regions.remove,
    params: IdParams,
    responses: { 204: null },
    auth: 'USER',
    tags,
  }),
};

import { IdParams } from '../common';
import {
  ChronologyPage,
  ChronologyQuery,
  DetailCardPage,
  DetailDto,
  DetailListPage,
  DetailListQuery,
  DetailSearchQuery,
  DetailWrite,
  DetailYearQuery,
  YearParams,
} from '../details';
import { endpoint } from './endpoint';

const tags = ['details'];
/** Writes: moderators act directly; a plain user gets 403 and proposes a change request. */
const moderator = { auth: 'MODERATOR', tags } as const;

export const DETAIL_ENDPOINTS = {
  list: endpoint({ method: 'GET', path: '/api/archive/details', query: DetailListQuery, responses: { 200: DetailListPage }, tags }),
  page: endpoint({ method: 'GET', path: '/api/archive/details/page', query: DetailSearchQuery, responses: { 200: DetailCardPage }, tags }),
  year: endpoint({
    method: 'GET',
    path: '/api/archive/details/year/:year',
    params: YearParams,
    query: DetailYearQuery,
    responses: { 200: DetailCardPage },
    tags,
  }),
  chronology: endpoint({
    method: 'GET',
    path: '/api/archive/details/by-manufacturer-and-belongs-to',
    query: ChronologyQuery,
    responses: { 200: ChronologyPage },
    tags,
  }),
  get: endpoint({ method: 'GET', path: '/api/archive/details/:id', params: IdParams, responses: { 200: DetailDto }, tags }),
  create: endpoint({ method: 'POST', path: '/api/archive/details', body: DetailWrite, responses: { 201: DetailDto }, ...moderator }),
  update: endpoint({
    method: 'PUT',
    path: '/api/archive/details/:id',
    params: IdParams,
    body: DetailWrite,
    responses: { 200: DetailDto },
    ...moderator,
  }),
  remove: endpoint({ method: 'DELETE', path: '/api/archive/details/:id', params: IdParams, responses: { 204: null }, ...moderator }),
} as const;

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
import { ROUTES } from './routes';

const tags = ['details'];
/** Writes: moderators act directly; a plain user gets 403 and proposes a change request. */
const moderator = { auth: 'MODERATOR', tags } as const;

export const DETAIL_ENDPOINTS = {
  list: endpoint({
    ...ROUTES.details.list,
    query: DetailListQuery,
    responses: { 200: DetailListPage },
    tags,
  }),
  page: endpoint({
    ...ROUTES.details.page,
    query: DetailSearchQuery,
    responses: { 200: DetailCardPage },
    tags,
  }),
  year: endpoint({
    ...ROUTES.details.year,
    params: YearParams,
    query: DetailYearQuery,
    responses: { 200: DetailCardPage },
    tags,
  }),
  chronology: endpoint({
    ...ROUTES.details.chronology,
    query: ChronologyQuery,
    responses: { 200: ChronologyPage },
    tags,
  }),
  get: endpoint({
    ...ROUTES.details.get,
    params: IdParams,
    responses: { 200: DetailDto },
    tags,
  }),
  create: endpoint({
    ...ROUTES.details.create,
    body: DetailWrite,
    responses: { 201: DetailDto },
    ...moderator,
  }),
  update: endpoint({
    ...ROUTES.details.update,
    params: IdParams,
    body: DetailWrite,
    responses: { 200: DetailDto },
    ...moderator,
  }),
  remove: endpoint({
    ...ROUTES.details.remove,
    params: IdParams,
    responses: { 204: null },
    ...moderator,
  }),
} as const;

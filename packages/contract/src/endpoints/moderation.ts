import { IdParams } from '../common';
import {
  ChangeRequestDto,
  ChangeRequestListQuery,
  ChangeRequestPage,
  ChangeRequestWrite,
  MyChangeRequestsQuery,
  RejectQuery,
} from '../moderation';
import { endpoint } from './endpoint';

const tags = ['moderation'];

/** Change requests: anyone signed in proposes; moderators list, approve and reject. */
export const MODERATION_ENDPOINTS = {
  submit: endpoint({
    method: 'POST',
    path: '/api/archive/change-requests',
    body: ChangeRequestWrite,
    responses: { 201: ChangeRequestDto },
    auth: 'USER',
    tags,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/archive/change-requests',
    query: ChangeRequestListQuery,
    responses: { 200: ChangeRequestPage },
    auth: 'MODERATOR',
    tags,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/archive/change-requests/mine',
    query: MyChangeRequestsQuery,
    responses: { 200: ChangeRequestPage },
    auth: 'USER',
    tags,
  }),
  approve: endpoint({
    method: 'POST',
    path: '/api/archive/change-requests/:id/approve',
    params: IdParams,
    responses: { 200: ChangeRequestDto },
    auth: 'MODERATOR',
    tags,
  }),
  reject: endpoint({
    method: 'POST',
    path: '/api/archive/change-requests/:id/reject',
    params: IdParams,
    query: RejectQuery,
    responses: { 200: ChangeRequestDto },
    auth: 'MODERATOR',
    tags,
  }),
} as const;

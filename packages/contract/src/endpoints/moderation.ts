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
import { ROUTES } from './routes';

const tags = ['moderation'];

/** Change requests: anyone signed in proposes; moderators list, approve and reject. */
export const MODERATION_ENDPOINTS = {
  submit: endpoint({
    ...ROUTES.moderation.submit,
    body: ChangeRequestWrite,
    responses: { 201: ChangeRequestDto },
    auth: 'USER',
    tags,
  }),
  list: endpoint({
    ...ROUTES.moderation.list,
    query: ChangeRequestListQuery,
    responses: { 200: ChangeRequestPage },
    auth: 'MODERATOR',
    tags,
  }),
  mine: endpoint({
    ...ROUTES.moderation.mine,
    query: MyChangeRequestsQuery,
    responses: { 200: ChangeRequestPage },
    auth: 'USER',
    tags,
  }),
  approve: endpoint({
    ...ROUTES.moderation.approve,
    params: IdParams,
    responses: { 200: ChangeRequestDto },
    auth: 'MODERATOR',
    tags,
  }),
  reject: endpoint({
    ...ROUTES.moderation.reject,
    params: IdParams,
    query: RejectQuery,
    responses: { 200: ChangeRequestDto },
    auth: 'MODERATOR',
    tags,
  }),
} as const;

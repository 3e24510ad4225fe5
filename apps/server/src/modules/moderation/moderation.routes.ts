import {
  ChangeRequestDto,
  ChangeRequestListQuery,
  ChangeRequestPage,
  ChangeRequestWrite,
  IdParams,
  MyChangeRequestsQuery,
  RejectQuery,
} from '@museum/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services';

/** Change requests: anyone signed in proposes; moderators list, approve and reject. */
export const moderationRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { moderation } = services;
  const tags = ['moderation'];
  const base = '/api/archive/change-requests';
  const moderator = { auth: 'MODERATOR' as const };

  app.post(
    base,
    {
      config: { auth: 'USER', writeLimit: 'changeRequest' },
      schema: { tags, body: ChangeRequestWrite, response: { 201: ChangeRequestDto } },
    },
    async (req, reply) => reply.code(201).send(await moderation.submit(req.actor, req.body)),
  );
  app.get(base, { config: moderator, schema: { tags, querystring: ChangeRequestListQuery, response: { 200: ChangeRequestPage } } }, (req) =>
    moderation.list(req.actor, req.query),
  );
  app.get(
    `${base}/mine`,
    { config: { auth: 'USER' }, schema: { tags, querystring: MyChangeRequestsQuery, response: { 200: ChangeRequestPage } } },
    (req) => moderation.mine(req.actor, req.query),
  );
  app.post(`${base}/:id/approve`, { config: moderator, schema: { tags, params: IdParams, response: { 200: ChangeRequestDto } } }, (req) =>
    moderation.approve(req.actor, req.params.id),
  );
  app.post(
    `${base}/:id/reject`,
    { config: moderator, schema: { tags, params: IdParams, querystring: RejectQuery, response: { 200: ChangeRequestDto } } },
    (req) => moderation.reject(req.actor, req.params.id, req.query.reason),
  );
};

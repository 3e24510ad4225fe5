import { z } from 'zod';
import { REVISION_ENTITIES } from './constants';

export { REVISION_ENTITIES };

export type RevisionEntity = (typeof REVISION_ENTITIES)[number];

/** CREATE, UPDATE, DELETE, and LINK / UNLINK for photo links. */
export const RevisionAction = z.enum(['CREATE', 'UPDATE', 'DELETE', 'LINK', 'UNLINK']);
export type RevisionAction = z.infer<typeof RevisionAction>;

/** One recorded write: the entity as it was before and after, who made it and when. */
export const RevisionDto = z.object({
  id: z.number().int(),
  entityType: z.enum(REVISION_ENTITIES),
  entityId: z.number().int(),
  action: RevisionAction,
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  user: z.object({ username: z.string() }).nullable(),
  at: z.iso.datetime({ offset: true }),
  changeRequestId: z.number().int().nullable(),
});
export type RevisionDto = z.infer<typeof RevisionDto>;

/** The entities whose history can be read through the API. */
export const HistoryParams = z.object({
  entity: z.enum(['products', 'details', 'manufacturers']),
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

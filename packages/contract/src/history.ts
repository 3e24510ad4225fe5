import { z } from 'zod';
import { PageQuery, pageOf } from './common';
import { REVISION_ENTITIES } from './constants';

export { REVISION_ENTITIES };

export type RevisionEntity = (typeof REVISION_ENTITIES)[number];

/** CREATE, UPDATE, DELETE, and LINK / UNLINK for photo links. */
export const RevisionAction = z.enum(['CREATE', 'UPDATE', 'DELETE', 'LINK', 'UNLINK']);
export type RevisionAction = z.infer<typeof RevisionAction>;

/**
 * One field that a write changed: its name in the stored entity (`name`, `year`,
 * `manufacturerId`, `photoIds`, `credit`…; `FIELD_LABELS` names most in Russian) and the value
 * before and after (null: none). A CREATE lists every field set, a DELETE every field it had.
 */
export const RevisionChangeDto = z.object({
  field: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type RevisionChangeDto = z.infer<typeof RevisionChangeDto>;

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
  /** The fields that differ between `before` and `after`, in the stored entity's order. */
  changes: z.array(RevisionChangeDto),
});
export type RevisionDto = z.infer<typeof RevisionDto>;

/** The entities whose history can be read through the API. */
export const HistoryParams = z.object({
  entity: z.enum(['products', 'details', 'manufacturers', 'stamps']),
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** `GET /{entity}/{id}/history/page`: newest first, 20 a page by default. */
export const HistoryPageQuery = PageQuery;
export const RevisionPage = pageOf(RevisionDto);
export type RevisionPage = z.infer<typeof RevisionPage>;

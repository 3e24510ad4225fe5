import type { Page, PageQuery, RevisionAction, RevisionDto, RevisionEntity } from '@museum/contract';
import { type Actor, hasRole } from '../../lib/actor';
import { NotFound } from '../../lib/errors';
import { pageAnswer } from '../catalogue/cards';
import type { HistoryRepository, RevisionRow } from './history.repository';
import { revisionChanges } from './revision-changes';

const ENTITY_OF_PATH: Record<'products' | 'details' | 'manufacturers', RevisionEntity> = {
  products: 'PRODUCT',
  details: 'DETAIL',
  manufacturers: 'MANUFACTURER',
};
type HistoryPath = keyof typeof ENTITY_OF_PATH;

const toRevisionDto = (row: RevisionRow): RevisionDto => ({
  id: row.id,
  entityType: row.entityType as RevisionEntity,
  entityId: row.entityId,
  action: row.action as RevisionAction,
  before: row.before,
  after: row.after,
  user: row.username ? { username: row.username } : null,
  at: row.at.toISOString(),
  changeRequestId: row.changeRequestId,
  changes: revisionChanges(row.before, row.after),
});

export function createHistoryService(deps: { history: HistoryRepository }) {
  /**
   * 404 when the entity has no history (it never existed). A deletion takes an item down: its
   * history too, except for moderators (the same 404, so nobody learns that something was there).
   */
  const visible = (actor: Actor | null, newestAction: string | undefined) =>
    newestAction !== undefined && (newestAction !== 'DELETE' || (actor !== null && hasRole(actor, 'MODERATOR')));
  const notFound = () => new NotFound('История изменений не найдена');

  return {
    /** Every revision of one entity, newest first. */
    async list(actor: Actor | null, entity: HistoryPath, id: number): Promise<RevisionDto[]> {
      const rows = await deps.history.listFor(ENTITY_OF_PATH[entity], id);
      if (!visible(actor, rows[0]?.action)) throw notFound();
      return rows.map(toRevisionDto);
    },

    /** A page of an entity's revisions, newest first, for the item pages' «История изменений». */
    async page(actor: Actor | null, entity: HistoryPath, id: number, query: PageQuery): Promise<Page<RevisionDto>> {
      const entityType = ENTITY_OF_PATH[entity];
      if (!visible(actor, await deps.history.newestAction(entityType, id))) throw notFound();
      const { rows, total } = await deps.history.pageFor(entityType, id, query.page, query.size);
      return pageAnswer(rows.map(toRevisionDto), total, query.page, query.size);
    },
  };
}
export type HistoryService = ReturnType<typeof createHistoryService>;

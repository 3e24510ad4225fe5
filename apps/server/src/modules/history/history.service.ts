import type { Page, PageQuery, RevisionAction, RevisionDto, RevisionEntity } from '@museum/contract';
import { type Actor, hasRole } from '../../lib/actor';
import { NotFound } from '../../lib/errors';
import { pageAnswer } from '../catalogue/cards';
import type { HistoryRepository, ItemEntity, RevisionRow } from './history.repository';
import { revisionChanges } from './revision-changes';

const ENTITY_OF_PATH: Record<'products' | 'details' | 'manufacturers' | 'stamps', ItemEntity> = {
  products: 'PRODUCT',
  details: 'DETAIL',
  manufacturers: 'MANUFACTURER',
  stamps: 'STAMP',
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
   * An item that is there has a history, empty when nobody has changed it since it was loaded
   * (the demo catalogue). A deleted item's history is shown to moderators only; for everyone else,
   * as for an item that never existed, it is a 404, so nobody learns that something was there.
   */
  async function assertVisible(actor: Actor | null, entityType: ItemEntity, id: number): Promise<void> {
    if (await deps.history.exists(entityType, id)) return;
    const moderator = actor !== null && hasRole(actor, 'MODERATOR');
    if (!moderator || (await deps.history.newestAction(entityType, id)) === undefined) throw new NotFound((t) => t.historyNotFound);
  }

  return {
    /** Every revision of one entity, newest first. */
    async list(actor: Actor | null, entity: HistoryPath, id: number): Promise<RevisionDto[]> {
      await assertVisible(actor, ENTITY_OF_PATH[entity], id);
      return (await deps.history.listFor(ENTITY_OF_PATH[entity], id)).map(toRevisionDto);
    },

    /** A page of an entity's revisions, newest first, for the item pages' «История изменений». */
    async page(actor: Actor | null, entity: HistoryPath, id: number, query: PageQuery): Promise<Page<RevisionDto>> {
      const entityType = ENTITY_OF_PATH[entity];
      await assertVisible(actor, entityType, id);
      const { rows, total } = await deps.history.pageFor(entityType, id, query.page, query.size);
      return pageAnswer(rows.map(toRevisionDto), total, query.page, query.size);
    },
  };
}
export type HistoryService = ReturnType<typeof createHistoryService>;

import type { RevisionAction, RevisionDto, RevisionEntity } from '@museum/contract';
import { type Actor, hasRole } from '../../lib/actor';
import { NotFound } from '../../lib/errors';
import type { HistoryRepository } from './history.repository';

const ENTITY_OF_PATH: Record<'products' | 'details' | 'manufacturers', RevisionEntity> = {
  products: 'PRODUCT',
  details: 'DETAIL',
  manufacturers: 'MANUFACTURER',
};

export function createHistoryService(deps: { history: HistoryRepository }) {
  return {
    /**
     * The revisions of one entity, newest first; 404 when it has none (it never existed). A
     * deletion takes an item down: its history too, except for moderators (the same 404, so
     * nobody learns that something was there).
     */
    async list(actor: Actor | null, entity: keyof typeof ENTITY_OF_PATH, id: number): Promise<RevisionDto[]> {
      const rows = await deps.history.listFor(ENTITY_OF_PATH[entity], id);
      const deleted = rows[0]?.action === 'DELETE';
      if (rows.length === 0 || (deleted && !(actor && hasRole(actor, 'MODERATOR')))) throw new NotFound('История изменений не найдена');
      return rows.map((row) => ({
        id: row.id,
        entityType: row.entityType as RevisionEntity,
        entityId: row.entityId,
        action: row.action as RevisionAction,
        before: row.before,
        after: row.after,
        user: row.username ? { username: row.username } : null,
        at: row.at.toISOString(),
        changeRequestId: row.changeRequestId,
      }));
    },
  };
}
export type HistoryService = ReturnType<typeof createHistoryService>;

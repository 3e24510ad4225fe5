import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteItem, type ItemKind, type ItemWriteInput, itemKey, updateItem } from '../../../lib/catalogue-items';
import { forgetDeleted, refreshCatalogue } from '../../../lib/query-keys';
import { createChangeRequest } from './create-change-request';

export type WriteOutcome = 'applied' | 'proposed';

/**
 * Save and Delete of an item: a moderator writes directly (PUT/DELETE); a plain user sends
 * an UPDATE or DELETE change request instead. The outcome says which happened.
 */
export function useItemWrites<K extends ItemKind>(kind: K, id: number, isModerator: boolean) {
  const client = useQueryClient();
  const entityType = kind === 'product' ? 'PRODUCT' : 'DETAIL';
  // A write a moderator applied may change the item, lists and search results alike.
  const invalidate = (outcome: WriteOutcome) => (outcome === 'applied' ? refreshCatalogue(client) : undefined);
  const save = useMutation({
    mutationFn: async (payload: ItemWriteInput[K]): Promise<WriteOutcome> => {
      if (isModerator) {
        await updateItem(kind, id, payload);
        return 'applied';
      }
      await createChangeRequest({ action: 'UPDATE', entityType, entityId: id, payload });
      return 'proposed';
    },
    onSuccess: invalidate,
  });
  const remove = useMutation({
    mutationFn: async (): Promise<WriteOutcome> => {
      if (isModerator) {
        await deleteItem(kind, id);
        return 'applied';
      }
      await createChangeRequest({ action: 'DELETE', entityType, entityId: id });
      return 'proposed';
    },
    // Gone for good: it leaves every cache before the rest is refreshed, so no page asks for it
    // again (a 404) or shows it from a cache, with Edit and Delete, later.
    onSuccess: (outcome) => (outcome === 'applied' ? forgetDeleted(client, itemKey(kind, id)) : undefined),
  });
  return { save, remove };
}

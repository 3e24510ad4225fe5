import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteItem, type ItemKind, type ItemWriteInput, updateItem } from '../../../lib/catalogue-items';
import { refreshCatalogue } from '../../../lib/query-keys';
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
    onSuccess: invalidate,
  });
  return { save, remove };
}

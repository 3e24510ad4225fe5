import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { ItemKind, ItemWriteInput } from '../../../lib/catalogue-items';
import { useMessages } from '../../../lib/locale';
import { toastSuccess } from '../../../lib/toast-store';
import type { Messages } from '../../../messages/catalogue';
import { useAuth } from '../../auth';
import { useItemWrites } from '../api/use-item-writes';

const texts = (t: Messages['addEdit']['edit']) =>
  ({
    product: { confirmDelete: t.confirmDeleteProduct, deleteFailed: t.deleteProductFailed, page: paths.product, list: paths.products },
    detail: { confirmDelete: t.confirmDeleteDetail, deleteFailed: t.deleteDetailFailed, page: paths.detail, list: paths.details },
  }) as const;

/** How many entries of this visit lie before the current one (React Router keeps the count as `idx`). */
const entriesBefore = () => (window.history.state as { idx?: number } | null)?.idx ?? 0;

/**
 * What the product and detail edit pages share: Save goes to the item's page, Delete asks
 * first and goes back past the item's page, or to the list of its kind when this visit has no
 * two pages to go back to (an edit page opened by a link); each says whether it was applied or proposed.
 * `actions` are the props of `EditActions`; `deleting` tells the page to stop reading the item
 * (a refresh of a deleted item would only answer 404).
 */
export function useItemEditor<K extends ItemKind>(kind: K, id: number) {
  const t = useMessages().addEdit.edit;
  const { isModerator } = useAuth();
  const [uploading, setUploading] = useState(false);
  const { save, remove } = useItemWrites(kind, id, isModerator);
  const navigate = useNavigate();
  const { confirmDelete, deleteFailed, page, list } = texts(t)[kind];

  function saveItem(payload: ItemWriteInput[K]) {
    save.mutate(payload, {
      onSuccess: (outcome) => {
        toastSuccess(outcome === 'applied' ? t.saved : t.updateSent);
        navigate(page(id));
      },
    });
  }

  function deleteItem() {
    if (!window.confirm(confirmDelete)) return;
    remove.mutate(undefined, {
      onSuccess: (outcome) => {
        toastSuccess(outcome === 'applied' ? t.deleted : t.deleteSent);
        // Back two entries is the spec's way past the item's page; without them it would leave
        // the site or stay on this page of a deleted item.
        if (entriesBefore() >= 2) navigate(-2);
        else navigate(list, { replace: true });
      },
    });
  }

  return {
    saveItem,
    setUploading,
    deleting: remove.isPending || remove.isSuccess,
    actions: {
      saving: save.isPending || uploading,
      deleting: remove.isPending,
      saveFailed: save.isError,
      deleteFailedText: remove.isError ? deleteFailed : null,
      isModerator,
      onDelete: deleteItem,
    },
  };
}

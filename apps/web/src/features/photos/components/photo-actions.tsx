import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { createItem } from '../../../lib/catalogue-items';
import { activeMessages, useMessages } from '../../../lib/locale';
import { forgetDeleted, queryKeys, refreshCatalogue } from '../../../lib/query-keys';
import { getDetailTypes } from '../../../lib/reference-lists/detail-types';
import { toastError, toastSuccess } from '../../../lib/toast-store';
import { annotatePhoto } from '../api/annotate-photo';
import { deletePhoto } from '../api/delete-photo';

/** A refusal of the server in words: 403 says only moderators may, 404 that no such item exists. */
function failure(error: unknown, fallback: string): string {
  const t = activeMessages().items.photo;
  if (error instanceof ApiError && error.status === 403) return t.forbidden;
  if (error instanceof ApiError && error.status === 404) return t.notFoundItem;
  return fallback;
}

type Props = {
  id: number;
  isModerator: boolean;
  /** Whether this viewer may delete the photo: a moderator, or its uploader while unpublished. */
  canDelete: boolean;
};

/**
 * For signed-in users, only what each may do (API.md): anyone creates an item from the photo
 * (a plain user proposes it on the add page); moderators link items by id; moderators, or the
 * uploader while the photo is unpublished, delete it.
 */
export function PhotoActions({ id, isModerator, canDelete }: Props) {
  const t = useMessages().items.photo;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }

  const link = (kind: 'product' | 'detail') =>
    run(async () => {
      const answer = window.prompt(kind === 'product' ? t.promptProduct : t.promptDetail);
      if (answer === null || answer.trim() === '') return;
      const itemId = Number(answer.trim());
      if (!Number.isInteger(itemId) || itemId <= 0 || itemId > 2_147_483_647) {
        toastError(t.badId);
        return;
      }
      try {
        await annotatePhoto(id, kind === 'product' ? { productId: itemId } : { detailId: itemId });
        // The photo, the item and every list showing either change.
        await refreshCatalogue(queryClient);
        toastSuccess(kind === 'product' ? t.productLinked : t.detailLinked);
      } catch (error) {
        console.error(error);
        toastError(failure(error, kind === 'product' ? t.productLinkError : t.detailLinkError));
      }
    });

  const create = (kind: 'product' | 'detail') =>
    run(async () => {
      // Only moderators create directly; a user proposes the item through the add page with this photo.
      if (!isModerator) {
        navigate(`${paths.add}?photo=${id}&tab=${kind}`);
        return;
      }
      try {
        if (kind === 'product') {
          const product = await createItem('product', { name: t.newProductName, photos: [{ id }] });
          void refreshCatalogue(queryClient);
          navigate(paths.productEdit(product.id));
        } else {
          const [firstType] = await getDetailTypes();
          if (!firstType) throw new Error('no detail types');
          const detail = await createItem('detail', { type: { id: firstType.id }, photos: [{ id }] });
          void refreshCatalogue(queryClient);
          navigate(paths.detailEdit(detail.id));
        }
      } catch (error) {
        console.error(error);
        toastError(failure(error, t.createError));
      }
    });

  const remove = () =>
    run(async () => {
      if (!window.confirm(t.confirmDelete)) return;
      try {
        await deletePhoto(id);
        toastSuccess(t.deleted);
        navigate(-1);
        void forgetDeleted(queryClient, queryKeys.photos.item(id));
      } catch (error) {
        console.error(error);
        toastError(failure(error, t.deleteError));
      }
    });

  return (
    <section className="item-section" aria-labelledby="photo-actions">
      <h2 id="photo-actions">{t.actions}</h2>
      <div className="item-actions">
        <button type="button" className="button" disabled={busy} onClick={() => create('product')}>
          {t.createProduct}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => create('detail')}>
          {t.createDetail}
        </button>
        {isModerator && (
          <>
            <button type="button" className="button" disabled={busy} onClick={() => link('product')}>
              {t.linkProduct}
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => link('detail')}>
              {t.linkDetail}
            </button>
          </>
        )}
        {canDelete && (
          <button type="button" className="button button--danger" disabled={busy} onClick={remove}>
            {t.delete}
          </button>
        )}
      </div>
    </section>
  );
}

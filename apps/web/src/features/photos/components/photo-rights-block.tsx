import { useState } from 'react';
import { PhotoLicence } from '../../../components/photo-rights/photo-licence';
import { PhotoRightsFields, type PhotoRightsValue } from '../../../components/photo-rights/photo-rights-fields';
import { describeError } from '../../../lib/error-text';
import { useMessages } from '../../../lib/locale';
import { toastError, toastSuccess } from '../../../lib/toast-store';
import { useEditPhotoRights } from '../api/edit-photo-rights';
import type { Photo } from '../api/get-photo';

/** The photo's credit and licence under it; a moderator may change them in place. */
export function PhotoRightsBlock({ photo, canEdit }: { photo: Photo; canEdit: boolean }) {
  const t = useMessages().research.rights;
  const [draft, setDraft] = useState<PhotoRightsValue | null>(null);
  const save = useEditPhotoRights(photo.id);

  if (!draft)
    return (
      <div className="photo-page__rights">
        <PhotoLicence credit={photo.credit} licence={photo.licence} />
        {canEdit && (
          <button type="button" className="button" onClick={() => setDraft({ credit: photo.credit ?? '', licence: photo.licence ?? '' })}>
            {t.edit}
          </button>
        )}
      </div>
    );

  return (
    <form
      className="photo-page__rights-form"
      aria-label={t.edit}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { credit: draft.credit, licence: draft.licence || null },
          {
            onSuccess: () => {
              toastSuccess(t.saved);
              setDraft(null);
            },
            onError: (error) => toastError(`${t.saveError}. ${describeError(error)}`),
          },
        );
      }}
    >
      <PhotoRightsFields value={draft} onChange={setDraft} />
      <div className="item-actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t.save}
        </button>
        <button type="button" className="button" onClick={() => setDraft(null)}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}

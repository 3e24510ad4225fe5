import type { CollectionItemDto } from '@museum/contract';
import { useId, useState } from 'react';
import { SimilarPhotosNotice } from '../../../components/similar-photos';
import { LazyLightbox } from '../../../components/ui/lazy-lightbox';
import { Notice } from '../../../components/ui/notice';
import { ResponsivePhoto } from '../../../components/ui/responsive-photo';
import { saveFailureText } from '../../../lib/error-text';
import { useMessages } from '../../../lib/locale';
import { toastSuccess } from '../../../lib/toast-store';
import { LazyDeepZoomViewer } from '../../photos';
import { useRemoveCollectionPhoto, useUploadCollectionPhotos } from '../api/photos';

/** How wide a thumbnail is drawn (collection.css). */
const THUMB_SIZES = '160px';
/** How wide the deep-zoom viewer's plain image is drawn: the opened record's width, at most 720 px. */
const VIEWER_SIZES = '(max-width: 760px) 100vw, 720px';

/**
 * A record's private photos (ADR 088): thumbnails that open the deep zoom over their tiles (the
 * large size in the lightbox until the tiles are made), an upload for the owner, a delete with confirmation, and the published catalogue photos each looks like. The
 * files come from the API under the owner's session (the photo cookie carries it to each `<img>`),
 * never from the public uploads.
 */
export function ItemPhotos({ item }: { item: CollectionItemDto }) {
  const t = useMessages().collection.photos;
  const inputId = useId();
  const [opened, setOpened] = useState(-1);
  const upload = useUploadCollectionPhotos(item.id);
  const remove = useRemoveCollectionPhoto(item.id);
  const { photos } = item;
  /** The photo shown in the deep-zoom viewer, once its tiles are made. */
  const [zoomed, setZoomed] = useState<number | null>(null);
  const zoomedAt = photos.findIndex((photo) => photo.id === zoomed && photo.image.tiles);
  const zoomedPhoto = photos[zoomedAt];

  /** A thumbnail opens its photo in the deep-zoom viewer when its tiles are made, else the large size in the lightbox. */
  function handleOpen(index: number) {
    const photo = photos[index];
    if (photo?.image.tiles) setZoomed(photo.id);
    else setOpened(index);
  }

  function handleFiles(files: File[]) {
    if (files.length === 0) return;
    upload.mutate(files, { onSuccess: () => toastSuccess(t.uploaded) });
  }

  function handleRemove(photoId: number, n: number) {
    if (!window.confirm(t.confirmRemove(n))) return;
    setOpened(-1);
    remove.mutate(photoId, { onSuccess: () => toastSuccess(t.removed) });
  }

  return (
    <section className="collection-photos" aria-label={t.title}>
      <h3 className="collection-photos__title">{t.title}</h3>
      <p className="field__hint">{t.hint}</p>
      {photos.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ul className="collection-photos__list">
          {photos.map((photo, i) => (
            <li key={photo.id} className="collection-photos__item">
              <button type="button" className="collection-photos__open" onClick={() => handleOpen(i)} aria-label={t.open(i + 1)}>
                <ResponsivePhoto photo={photo} alt="" sizes={THUMB_SIZES} defaultWidth={160} defaultHeight={120} />
              </button>
              <button
                type="button"
                className="button button--small button--danger"
                aria-label={t.removeLabel(i + 1)}
                disabled={remove.isPending}
                onClick={() => handleRemove(photo.id, i + 1)}
              >
                {t.remove}
              </button>
              <SimilarPhotosNotice similar={photo.similar} lead={t.similar} />
            </li>
          ))}
        </ul>
      )}
      {zoomedPhoto?.image.tiles && (
        <LazyDeepZoomViewer
          key={zoomedPhoto.id}
          tiles={zoomedPhoto.image.tiles}
          width={zoomedPhoto.image.width}
          height={zoomedPhoto.image.height}
          label={t.viewerLabel(zoomedAt + 1)}
          onOpenLightbox={() => setOpened(zoomedAt)}
        >
          <ResponsivePhoto photo={zoomedPhoto} alt={t.open(zoomedAt + 1)} sizes={VIEWER_SIZES} fallback="original" />
        </LazyDeepZoomViewer>
      )}
      <label className="button button--small" htmlFor={inputId}>
        {upload.isPending ? t.uploading : t.add}
      </label>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        disabled={upload.isPending}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          handleFiles(files);
        }}
      />
      {upload.isError && <Notice kind="error">{saveFailureText(t.uploadFailed, upload.error)}</Notice>}
      {remove.isError && <Notice kind="error">{saveFailureText(t.removeFailed, remove.error)}</Notice>}
      {opened >= 0 && opened < photos.length && (
        <LazyLightbox photos={photos} index={opened} onIndexChange={setOpened} onClose={() => setOpened(-1)} />
      )}
    </section>
  );
}

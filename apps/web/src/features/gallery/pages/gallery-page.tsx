import { FIRST_SCREEN_PHOTOS } from '@museum/contract';
import { useSearchParams } from 'react-router';
import { LazyLightbox, preloadLightbox } from '../../../components/ui/lazy-lightbox';
import { Pager } from '../../../components/ui/pager';
import { PhotoGrid } from '../../../components/ui/photo-grid';
import { loadErrorText } from '../../../lib/error-text';
import { formatTotal } from '../../../lib/format-total';
import { useMessages } from '../../../lib/locale';
import { usePreloadWhenIdle } from '../../../lib/on-demand';
import { useScrollMemory } from '../../../lib/use-scroll-memory';
import { usePhotoPage } from '../api/get-photo-page';
import { GalleryFilters } from '../components/gallery-filters';
import { PhotoInfoCard } from '../components/photo-info-card';
import '../components/gallery.css';
import { BOTTOM_SIZES, type GalleryState, galleryToParams, parseGallery } from '../lib/gallery-state';
import { lightboxPhotos } from '../lib/lightbox-pages';

export function GalleryPage() {
  const messages = useMessages();
  const t = messages.gallery;
  const [params, setParams] = useSearchParams();
  const state = parseGallery(params);
  const query = usePhotoPage(state);
  const photos = query.data?.content ?? [];
  const open = state.photo === null ? -1 : photos.findIndex((photo) => photo.id === state.photo);
  usePreloadWhenIdle(preloadLightbox, photos.length > 0);
  // While the lightbox is open, the neighbouring pages are loaded so it can step onto them.
  const totalPages = query.data?.totalPages ?? 0;
  const previous = usePhotoPage({ ...state, page: state.page - 1 }, open >= 0 && state.page > 0);
  const following = usePhotoPage({ ...state, page: state.page + 1 }, open >= 0 && state.page + 1 < totalPages);
  const viewer = lightboxPhotos(
    state.page,
    photos,
    state.page > 0 ? previous.data?.content.at(-1) : undefined,
    state.page + 1 < totalPages ? following.data?.content[0] : undefined,
  );
  const viewerIndex = viewer.findIndex((entry) => entry.page === state.page && entry.photo.id === state.photo);
  // The open photo is not part of the remembered place: closing it keeps the scroll.
  const { photo: _open, ...place } = state;
  useScrollMemory(`gallery?${galleryToParams({ ...place, photo: null }).toString()}`, query.data !== undefined);

  const go = (next: GalleryState, scrollTop = true) => {
    setParams(galleryToParams(next));
    if (scrollTop) window.scrollTo(0, 0);
  };
  const show = (id: number | null, replace: boolean, page = state.page) =>
    setParams(galleryToParams({ ...state, page, photo: id }), { replace, preventScrollReset: true });

  return (
    <div className="gallery-page">
      <h1>{t.title}</h1>
      <GalleryFilters state={state} onApply={go} />
      {query.data === undefined ? (
        query.isError ? (
          <p role="alert" className="notice notice--error">
            {loadErrorText(query.error, t.error)}
          </p>
        ) : (
          <p role="status">{messages.browse.loading}</p>
        )
      ) : photos.length === 0 ? (
        <p role="status" className="search-empty">
          {t.empty}
        </p>
      ) : (
        <>
          {query.isError && <p className="notice notice--error">{loadErrorText(query.error, t.error)}</p>}
          <p className="search-total">{t.total(formatTotal(query.data.totalElements, query.data.totalKind))}</p>
          <PhotoGrid
            photos={photos}
            onOpen={(i) => show(photos[i]?.id ?? null, false)}
            label={(p) => t.open(p.id)}
            caption={(p) => t.tile(p.id)}
            inFirstScreen={FIRST_SCREEN_PHOTOS}
          />
          <Pager
            page={query.data.number}
            totalPages={query.data.totalPages}
            onChange={(page) => go({ ...state, page, photo: null })}
            withEnds
          />
          <fieldset className="search-tools__sizes gallery-bottom-sizes">
            <legend>{t.perPage}</legend>
            {BOTTOM_SIZES.map((size) => (
              <button
                key={size}
                type="button"
                className={`button${state.size === size ? ' button--primary' : ''}`}
                aria-pressed={state.size === size}
                onClick={() => go({ ...state, size, page: 0, photo: null })}
              >
                {size}
              </button>
            ))}
          </fieldset>
        </>
      )}
      {open >= 0 && viewerIndex >= 0 && (
        <LazyLightbox
          photos={viewer.map((entry) => entry.photo)}
          index={viewerIndex}
          onIndexChange={(i) => {
            const entry = viewer[i];
            if (entry) show(entry.photo.id, true, entry.page);
          }}
          onClose={() => show(null, true)}
          info={(photo) => <PhotoInfoCard id={photo.id} />}
          // Several pages: the ends of the gallery stop instead of wrapping onto a neighbour page's photo.
          wrap={totalPages <= 1}
          // The viewer also holds the neighbour pages' photos: the counter counts in the whole gallery.
          position={
            query.data && {
              n: query.data.number * query.data.size + open + 1,
              total: formatTotal(query.data.totalElements, query.data.totalKind),
            }
          }
        />
      )}
    </div>
  );
}

import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { SimilarPhotosSection } from '../../../components/similar-photos';
import { FactList } from '../../../components/ui/fact-list';
import { LazyLightbox, preloadLightbox } from '../../../components/ui/lazy-lightbox';
import { PageState } from '../../../components/ui/page-state';
import { ResponsivePhoto } from '../../../components/ui/responsive-photo';
import { paths } from '../../../config/paths';
import { formatSize } from '../../../lib/format-size';
import { shownTitle } from '../../../lib/item-english';
import { typedName } from '../../../lib/item-title';
import { formatMoment, useContentLang, useLocale, useMessages } from '../../../lib/locale';
import { usePreloadWhenIdle } from '../../../lib/on-demand';
import { withUploadHost } from '../../../lib/photo-urls';
import { routeId } from '../../../lib/route-id';
import { useScrollMemory } from '../../../lib/use-scroll-memory';
import { useAuth } from '../../auth';
import { CiteAndShare } from '../../citation';
import { type PhotoRegionsView, usePhotoRegionsView } from '../../regions';
import { type Photo, usePhoto } from '../api/get-photo';
import { DeepZoomViewer } from '../components/deep-zoom-viewer';
import { PhotoActions } from '../components/photo-actions';
import { PhotoRightsBlock } from '../components/photo-rights-block';
import { downloadName } from '../lib/download-name';
import { downloadPhoto } from '../lib/download-photo';
import '../../../components/ui/item-page.css';
import './photo-page.css';
import { usePageTitle } from '../../../lib/use-page-title';

export function PhotoPage() {
  const messages = useMessages();
  const t = messages.items.photo;
  const id = routeId(useParams().id);
  const query = usePhoto(id);
  const { isLoggedIn, isModerator } = useAuth();
  const [open, setOpen] = useState(false);
  const [infoOpen, setInfoOpen] = useState(true);
  // Catalogue text stays as entered: marked Russian on English pages.
  const lang = useContentLang();
  const locale = useLocale();
  const regions = usePhotoRegionsView(id, query.data);
  usePreloadWhenIdle(preloadLightbox, query.data !== undefined);
  useScrollMemory(`photo:${id}`, query.data !== undefined);

  usePageTitle(query.data ? t.title(query.data.id) : undefined);
  // The photo waits for its regions too: their tools and list arriving later moved the text (issue 51).
  if (!query.data || !regions.settled)
    return <PageState title={t.title(id)} error={query.isError ? t.loadError : null} cause={query.error} missing={id === 0} />;
  const photo = query.data;
  return (
    <article className="item-page photo-page">
      <h1>{t.title(photo.id)}</h1>
      <div className="item-tools">
        <CiteAndShare item={{ kind: 'photo', id: photo.id, title: t.title(photo.id) }} />
      </div>
      <PhotoView photo={photo} onOpen={() => setOpen(true)} regions={regions} />
      {regions.panel}
      <PhotoRightsBlock photo={photo} canEdit={isModerator} />
      {photo.description && <p lang={lang}>{photo.description}</p>}
      <div className="item-card">
        <div className="item-actions photo-page__bar">
          <button
            type="button"
            className="button"
            aria-expanded={infoOpen}
            aria-controls="photo-meta"
            onClick={() => setInfoOpen(!infoOpen)}
          >
            {t.info}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => downloadPhoto(photo.url, downloadName(photo.name, photo.contentType, `photo-${photo.id}`))}
          >
            {t.download}
          </button>
        </div>
        {infoOpen && (
          <div id="photo-meta" className="photo-page__meta">
            <PhotoMeta photo={photo} />
          </div>
        )}
      </div>
      {(isLoggedIn || photo.products.length > 0) && (
        <section className="item-section" aria-labelledby="photo-products">
          <h2 id="photo-products">{t.products}</h2>
          {photo.products.length === 0 ? (
            <p className="item-muted">{t.none}</p>
          ) : (
            <ul className="item-list">
              {photo.products.map((p) => {
                const title = shownTitle(locale, p.nameEn, p.name, messages.items.noName);
                return (
                  <li key={p.id}>
                    <Link to={paths.product(p.id)} lang={title.lang}>
                      {title.text}
                    </Link>
                    {p.manufacturer && (
                      <span className="item-muted" lang={lang}>
                        {' '}
                        · {p.manufacturer}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      )}
      {(isLoggedIn || photo.details.length > 0) && (
        <section className="item-section" aria-labelledby="photo-details">
          <h2 id="photo-details">{t.details}</h2>
          {photo.details.length === 0 ? (
            <p className="item-muted">{t.none}</p>
          ) : (
            <ul className="item-list">
              {photo.details.map((d) => {
                const title = shownTitle(locale, d.nameEn, typedName(d.type, d.name), messages.items.noName);
                return (
                  <li key={d.id}>
                    <Link to={paths.detail(d.id)} lang={title.lang}>
                      {title.text}
                    </Link>
                    <span className="item-muted" lang={lang}>
                      {[d.serialNumber && messages.numbered(d.serialNumber), d.year, d.manufacturer].filter(Boolean).map((x) => ` · ${x}`)}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      )}
      <SimilarPhotosSection similar={photo.similar} />
      {isLoggedIn && (
        // A plain user sees an unpublished photo only when it is their own upload, which they may delete.
        <PhotoActions id={photo.id} isModerator={isModerator} canDelete={isModerator || photo.published === false} />
      )}
      {open && <LazyLightbox photos={[photo]} index={0} onIndexChange={() => {}} onClose={() => setOpen(false)} />}
    </article>
  );
}

/** The page's photo drawn across the content column (site-main: 1 rem padding on phones, 1.5 rem else, 1200 px at most). */
const PHOTO_PAGE_SIZES = '(max-width: 639.98px) calc(100vw - 2rem), (max-width: 1199.98px) calc(100vw - 3rem), 1152px';

/** The photo: deep zoom over its tiles when they exist, else the large image that opens the lightbox. */
function PhotoView({ photo, onOpen, regions }: { photo: Photo; onOpen: () => void; regions: PhotoRegionsView }) {
  const messages = useMessages();
  const t = messages.items.photo;
  const image = photo.image;
  const alt = photo.description || t.title(photo.id);
  const plain = <ResponsivePhoto photo={photo} alt={alt} sizes={PHOTO_PAGE_SIZES} fallback="original" priority />;
  if (image?.tiles)
    return (
      <DeepZoomViewer
        tiles={withUploadHost(image.tiles)}
        width={image.width}
        height={image.height}
        label={messages.photoViewer.label(photo.id)}
        onOpenLightbox={onOpen}
        marks={regions.marks}
        onDraw={regions.onDraw}
        focus={regions.focus}
        tools={regions.tools}
      >
        {plain}
      </DeepZoomViewer>
    );
  return (
    <button type="button" className="photo-page__image" onClick={onOpen} aria-label={messages.items.openPhoto(1, 1)}>
      {plain}
    </button>
  );
}

function PhotoMeta({ photo }: { photo: Photo }) {
  const t = useMessages().items.photo;
  const locale = useLocale();
  return (
    <FactList
      facts={[
        [t.uploadedAt, formatMoment(photo.uploadedAt, locale)],
        [t.fileType, photo.contentType],
        [t.fileSize, formatSize(photo.sizeBytes, locale)],
        [t.resolution, photo.width && photo.height ? `${photo.width} × ${photo.height}` : null],
      ]}
    />
  );
}

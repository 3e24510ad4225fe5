import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useMessages } from '../lib/locale';
import { usePreloadWhenIdle } from '../lib/on-demand';
import { type IiifKind, IiifManifestLink } from './iiif-manifest-link';
import { LazyLightbox, preloadLightbox } from './ui/lazy-lightbox';
import type { LightboxPhoto } from './ui/lightbox';
import { PhotoGrid } from './ui/photo-grid';

type Props = {
  photos: LightboxPhoto[];
  title: string;
  /** The item, for the link to its IIIF manifest (shown when it has photos). */
  item: { kind: IiifKind; id: number };
};

/** An item's photos: a thumbnail grid that opens the lightbox, each photo linking to its own page; the item's IIIF manifest. */
export function ItemPhotos({ photos, title, item }: Props) {
  const messages = useMessages();
  const t = messages.items;
  const [index, setIndex] = useState(-1);
  usePreloadWhenIdle(preloadLightbox, photos.length > 0);
  return (
    <section className="item-section" aria-labelledby="item-photos">
      <h2 id="item-photos">
        {t.photos} <span className="item-muted">({photos.length})</span>
      </h2>
      {photos.length === 0 ? (
        <p className="item-muted">{t.noPhotos}</p>
      ) : (
        <>
          <PhotoGrid
            photos={photos}
            onOpen={setIndex}
            label={(_p, n) => `${title}. ${t.openPhoto(n, photos.length)}`}
            pageLink={{ text: t.photoInfo, href: (photo) => paths.photo(photo.id), label: (_p, n) => t.photoInfoOf(n, photos.length) }}
          />
          <IiifManifestLink kind={item.kind} id={item.id} />
        </>
      )}
      {index >= 0 && (
        <LazyLightbox
          photos={photos}
          index={index}
          onIndexChange={setIndex}
          onClose={() => setIndex(-1)}
          info={(photo) => (
            <p className="item-lightbox-info">
              {messages.browse.lightbox.photoAlt(photo.id)} · <Link to={paths.photo(photo.id)}>{t.photoInfo}</Link>
            </p>
          )}
        />
      )}
    </section>
  );
}

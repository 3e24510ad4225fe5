import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { ru } from '../messages/ru';
import { Lightbox, type LightboxPhoto } from './ui/lightbox';
import { PhotoGrid } from './ui/photo-grid';

const t = ru.items;

/** An item's photos: a thumbnail grid that opens the lightbox; each photo links to its own page. */
export function ItemPhotos({ photos, title }: { photos: LightboxPhoto[]; title: string }) {
  const [index, setIndex] = useState(-1);
  return (
    <section className="item-section" aria-labelledby="item-photos">
      <h2 id="item-photos">
        {t.photos} <span className="item-muted">({photos.length})</span>
      </h2>
      {photos.length === 0 ? (
        <p className="item-muted">{t.noPhotos}</p>
      ) : (
        <PhotoGrid photos={photos} onOpen={setIndex} label={(_p, n) => `${title}. ${t.openPhoto(n, photos.length)}`} />
      )}
      {index >= 0 && (
        <Lightbox
          photos={photos}
          index={index}
          onIndexChange={setIndex}
          onClose={() => setIndex(-1)}
          info={(photo) => (
            <p className="item-lightbox-info">
              {ru.browse.lightbox.photoAlt(photo.id)} · <Link to={paths.photo(photo.id)}>{t.photoInfo}</Link>
            </p>
          )}
        />
      )}
    </section>
  );
}

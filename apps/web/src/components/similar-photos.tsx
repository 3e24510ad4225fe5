import type { SimilarPhotoDto } from '@museum/contract';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useMessages } from '../lib/locale';

/**
 * «Похожее фото уже есть: Фото №12, Фото №15»: a photo's near-duplicates (ADR 080) with links, for
 * its uploader and for the moderator who reviews it; nothing when there are none.
 */
export function SimilarPhotosNotice({
  similar,
  of,
  lead,
}: {
  similar: readonly SimilarPhotoDto[] /** The photo it is about, named first. */;
  of?: number;
  /** The words before the links (a collector's private photo: «Похоже на снимки каталога:»). */
  lead?: string;
}) {
  const t = useMessages().items.photo;
  if (similar.length === 0) return null;
  return (
    <p className="similar-photos-notice" role="status">
      {of !== undefined && `${t.title(of)} — `}
      {lead ?? t.similarSeen}{' '}
      {similar.map((photo, index) => (
        <Fragment key={photo.id}>
          {index > 0 && ', '}
          <Link to={paths.photo(photo.id)} title={t.similarDistance(photo.distance)}>
            {t.title(photo.id)}
          </Link>
        </Fragment>
      ))}
    </p>
  );
}

/** A photo page's near-duplicates, closest first, each with how far it is from this one. */
export function SimilarPhotosSection({ similar = [] }: { similar: readonly SimilarPhotoDto[] | undefined }) {
  const t = useMessages().items.photo;
  // An answer kept in the session from before near-duplicates were told has none.
  if (similar.length === 0) return null;
  return (
    <section className="item-section" aria-labelledby="photo-similar">
      <h2 id="photo-similar">{t.similar}</h2>
      <ul className="item-list">
        {similar.map((photo) => (
          <li key={photo.id}>
            <Link to={paths.photo(photo.id)}>{t.title(photo.id)}</Link>
            <span className="item-muted"> · {t.similarDistance(photo.distance)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useId, useState } from 'react';
import { LazyLightbox } from '../../../components/ui/lazy-lightbox';
import type { LightboxPhoto } from '../../../components/ui/lightbox';
import { PhotoGrid } from '../../../components/ui/photo-grid';
import { useMessages } from '../../../lib/locale';

/**
 * An own record's private photos on its dossier (ADR 088, 089): the thumbnails from the owner-only
 * route, opening the lightbox; printed with the page. Nothing to upload or delete here: that is the record's.
 */
export function DossierPhotos({ photos, title }: { photos: readonly LightboxPhoto[]; title: string }) {
  const messages = useMessages();
  const t = messages.dossier;
  const headingId = useId();
  const [index, setIndex] = useState(-1);
  const shown = [...photos];
  return (
    <section className="item-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {t.photos} <span className="item-muted">({shown.length})</span>
      </h2>
      {shown.length === 0 ? (
        <p className="item-muted">{t.noPhotos}</p>
      ) : (
        <PhotoGrid photos={shown} onOpen={setIndex} label={(_photo, n) => `${title}. ${messages.items.openPhoto(n, shown.length)}`} />
      )}
      {index >= 0 && <LazyLightbox photos={shown} index={index} onIndexChange={setIndex} onClose={() => setIndex(-1)} />}
    </section>
  );
}

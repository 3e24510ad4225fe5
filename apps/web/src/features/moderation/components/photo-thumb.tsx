import { SimilarPhotosNotice } from '../../../components/similar-photos';
import { useMessages } from '../../../lib/locale';
import { usePhotoThumb } from '../api/current-item';

/** A proposed photo, drawn from its id, with the near-duplicates already in the archive (ADR 080). */
export function PhotoThumb({ id }: { id: number }) {
  const photo = usePhotoThumb(id);
  const { numbered } = useMessages();
  if (!photo.data) return <span className="request__photo request__photo--empty">{numbered(id)}</span>;
  return (
    <div className="request__photo-box">
      <a href={photo.data.url} target="_blank" rel="noreferrer">
        <img className="request__photo" src={photo.data.thumbnailUrl} alt={numbered(id)} loading="lazy" />
      </a>
      <SimilarPhotosNotice similar={photo.data.similar ?? []} />
    </div>
  );
}

import { useMessages } from '../../../lib/locale';
import { usePhotoThumb } from '../api/current-item';

/** A proposed photo, drawn from its id. */
export function PhotoThumb({ id }: { id: number }) {
  const photo = usePhotoThumb(id);
  const { numbered } = useMessages();
  if (!photo.data) return <span className="request__photo request__photo--empty">{numbered(id)}</span>;
  return (
    <a href={photo.data.url} target="_blank" rel="noreferrer">
      <img className="request__photo" src={photo.data.thumbnailUrl} alt={numbered(id)} loading="lazy" />
    </a>
  );
}

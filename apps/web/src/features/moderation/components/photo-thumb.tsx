import { usePhotoThumb } from '../api/current-item';

/** A proposed photo, drawn from its id. */
export function PhotoThumb({ id }: { id: number }) {
  const photo = usePhotoThumb(id);
  if (!photo.data) return <span className="request__photo request__photo--empty">№{id}</span>;
  return (
    <a href={photo.data.url} target="_blank" rel="noreferrer">
      <img className="request__photo" src={photo.data.thumbnailUrl} alt={`№${id}`} loading="lazy" />
    </a>
  );
}

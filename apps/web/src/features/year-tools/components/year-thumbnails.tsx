import { Link } from 'react-router';
import { ResponsivePhoto } from '../../../components/ui/responsive-photo';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/locale';
import { useYearDetails } from '../api/get-year-details';

/** Spec constant (docs/spec/part-2-browse-edit-moderation.md, section 9): thumbnails on /exp are 84x56 px. */
export const EXP_THUMB = { width: 84, height: 56 } as const;

/** Photos of the latest details of a year, each a link to its detail. */
export function YearThumbnails({ year }: { year: number }) {
  const messages = useMessages();
  const t = messages.yearTools.expPage;
  const details = useYearDetails(year);
  if (details.isPending) return <p className="yt-muted">{messages.yearTools.chronology.loading}</p>;
  if (details.isError) return <p className="yt-muted">{t.itemsError}</p>;
  const withPhotos = details.data.filter((card) => card.photos.length > 0);
  if (withPhotos.length === 0) return <p className="yt-muted">{t.noPhotos}</p>;
  return (
    <ul className="yt-thumbs">
      {withPhotos.map((card) => {
        const photo = card.photos[0];
        const title = [card.name ?? card.type?.name, card.number && messages.numbered(card.number)].filter(Boolean).join(', ');
        return (
          photo && (
            <li key={card.id}>
              <Link to={paths.detail(card.id)} title={title}>
                <ResponsivePhoto photo={photo} alt={title} sizes={`${EXP_THUMB.width}px`} />
              </Link>
            </li>
          )
        );
      })}
    </ul>
  );
}

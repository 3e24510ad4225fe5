import type { PendingRegionDto } from '@museum/contract';
import { Link } from 'react-router';
import { Byline } from '../../../components/byline';
import { useContentLang, useMessages } from '../../../lib/locale';
import { toastError, toastSuccess } from '../../../lib/toast-store';
import { useApproveRegion, usePendingRegions, useRemoveRegion } from '../api/regions';
import { regionPath, targetPath } from '../lib/region-links';
import { CropFrame } from './crop-image';
import './regions.css';

/** The moderators' list of proposed regions: each with its crop, what it shows and who marked it; approve or reject. */
export function PendingRegions() {
  const messages = useMessages();
  const t = messages.regions.moderation;
  const pending = usePendingRegions(true);
  if (pending.isPending) return <p>{messages.loading}</p>;
  if (pending.isError) return <p role="alert">{t.loadFailed}</p>;
  if (!pending.data.length) return <p>{t.empty}</p>;
  return (
    <ul className="requests pending-regions">
      {pending.data.map((region) => (
        <li key={region.id}>
          <PendingRegion region={region} />
        </li>
      ))}
    </ul>
  );
}

function PendingRegion({ region }: { region: PendingRegionDto }) {
  const messages = useMessages();
  const t = messages.regions;
  const lang = useContentLang();
  const approve = useApproveRegion();
  const remove = useRemoveRegion();
  const busy = approve.isPending || remove.isPending;
  const reject = () => {
    if (!window.confirm(t.moderation.confirmReject)) return;
    remove.mutate(region.id, { onSuccess: () => toastSuccess(t.moderation.rejected), onError: () => toastError(t.form.saveError) });
  };
  return (
    <article className="request item-card pending-region">
      <Link to={regionPath(region.photoId, region.id)} className="pending-region__crop">
        <CropFrame
          crop={region.crop}
          alt={t.onPhotos.crop(region.photoId)}
          sizes="(max-width: 479.98px) 12rem, 10rem"
          fallback={<span className="region-crops__wait">{t.moderation.onPhoto(region.photoId)}</span>}
        />
      </Link>
      <div>
        <p>
          <span className="item-muted">{t.kinds[region.target.kind]}: </span>
          <Link to={targetPath(region.target.kind, region.target.id)} lang={lang}>
            {region.target.title}
          </Link>
        </p>
        {region.note && <p lang={lang}>{region.note}</p>}
        <p className="item-muted">{t.moderation.place(region.x, region.y, region.width, region.height)}</p>
        <p className="item-muted">
          <Link to={regionPath(region.photoId, region.id)}>{t.moderation.onPhoto(region.photoId)}</Link>
          {' · '}
          <Byline label={t.moderation.by} name={region.author} />
        </p>
        <div className="item-actions">
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() =>
              approve.mutate(region.id, {
                onSuccess: () => toastSuccess(t.moderation.approved),
                onError: () => toastError(t.form.saveError),
              })
            }
          >
            {t.moderation.approve}
          </button>
          <button type="button" className="button" disabled={busy} onClick={reject}>
            {t.moderation.reject}
          </button>
        </div>
      </div>
    </article>
  );
}

import type { RegionCropDto, RegionTargetKind } from '@museum/contract';
import { Link } from 'react-router';
import { useContentLang, useMessages } from '../../../lib/locale';
import { useTargetRegions } from '../api/regions';
import { regionPath } from '../lib/region-links';
import { CropImage } from './crop-image';
import './regions.css';

/** «На фотографиях»: the crop of every published region showing this item, each opening its photo at that place. */
export function OnPhotos({ kind, id }: { kind: RegionTargetKind; id: number }) {
  const t = useMessages().regions.onPhotos;
  const regions = useTargetRegions(kind, id).data ?? [];
  if (!regions.length) return null;
  return (
    <section className="item-section" aria-labelledby={`on-photos-${kind}`}>
      <h2 id={`on-photos-${kind}`}>{t.title}</h2>
      <ul className="region-crops">
        {regions.map((region) => (
          <li key={region.id}>
            <RegionCrop region={region} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function RegionCrop({ region }: { region: RegionCropDto }) {
  const t = useMessages().regions.onPhotos;
  const lang = useContentLang();
  return (
    <Link to={regionPath(region.photoId, region.id)} aria-label={t.open(region.photoId)}>
      <span className="region-crops__frame">
        {region.crop && <CropImage crop={region.crop} alt={t.crop(region.photoId)} sizes="12rem" />}
      </span>
      {region.note && (
        <span className="region-crops__note" lang={lang}>
          {region.note}
        </span>
      )}
    </Link>
  );
}

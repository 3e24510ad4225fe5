import type { RegionCropDto, RegionPartDto, RegionTargetKind } from '@museum/contract';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useContentLang, useMessages } from '../../../lib/locale';
import { useTargetRegions } from '../api/regions';
import { regionPath } from '../lib/region-links';
import { CropFrame } from './crop-image';
import './regions.css';

/**
 * «На фотографиях»: the crop of every published region showing this item, each opening its photo at
 * that place; on a stamp's page each crop names the parts the stamp is struck on there.
 */
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
            <StruckOn parts={region.struckOn ?? []} />
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
    // The link is named by what it shows: the crop says where it leads (its alt, or the same words
    // hidden while the crop is made), and the note follows, so the name holds the visible text.
    <Link to={regionPath(region.photoId, region.id)}>
      <CropFrame
        crop={region.crop}
        alt={t.open(region.photoId)}
        sizes="12rem"
        fallback={<span className="visually-hidden">{t.open(region.photoId)}</span>}
      />
      {region.note && (
        <span className="region-crops__note" lang={lang}>
          {region.note}
        </span>
      )}
    </Link>
  );
}

/** «Выбито на: Короб № 2514, Замок в сборе (Замок)»: where on the gun the stamp is struck, each part a link. */
function StruckOn({ parts }: { parts: readonly RegionPartDto[] }) {
  const t = useMessages().regions.onPhotos;
  const lang = useContentLang();
  if (parts.length === 0) return null;
  return (
    <p className="region-crops__part">
      {t.struckOn}{' '}
      {parts.map((part, index) => (
        <Fragment key={part.id}>
          {index > 0 && ', '}
          <Link to={paths.detail(part.id)} lang={lang}>
            {part.title.includes(part.type) ? part.title : `${part.title} (${part.type})`}
          </Link>
        </Fragment>
      ))}
    </p>
  );
}

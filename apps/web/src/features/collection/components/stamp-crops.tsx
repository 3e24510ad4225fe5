import type { NamedRefDto } from '@museum/contract';
import { Link } from 'react-router';
import { NameOf } from '../../../components/ui/name-of';
import { paths } from '../../../config/paths';
import { shownName } from '../../../lib/item-english';
import { useLocale, useMessages } from '../../../lib/locale';
import { useStamps } from '../../../lib/reference-lists/stamps';
import { CropFrame } from '../../regions';

/** The specimen's stamps, each with the first crop of the visual key where the catalogue has one (ADR 080). */
export function StampCrops({ stamps }: { stamps: readonly NamedRefDto[] }) {
  const t = useMessages().dossier;
  const locale = useLocale();
  const key = useStamps().data ?? [];
  return (
    <section className="item-section dossier__stamps" aria-labelledby="dossier-stamps">
      <h2 id="dossier-stamps">{t.stamps}</h2>
      {stamps.length === 0 && <p className="item-muted">{t.noStamps}</p>}
      <ul className="dossier__stamp-list">
        {stamps.map((stamp) => {
          const crop = key.find((known) => known.id === stamp.id)?.crops[0]?.crop ?? null;
          return (
            <li key={stamp.id}>
              {crop && <CropFrame crop={crop} alt={t.stampCrop(shownName(locale, stamp).text)} sizes="8rem" className="dossier__crop" />}
              <Link to={paths.stamp(stamp.id)}>
                <NameOf named={stamp} />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { type NamedRefDto, type StampDto, stampYearsText } from '@museum/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { NameOf } from '../../../components/ui/name-of';
import { SafeHtml } from '../../../components/ui/safe-html';
import { paths } from '../../../config/paths';
import { shownName } from '../../../lib/item-english';
import { useLocale, useMessages } from '../../../lib/locale';
import { useStamps } from '../../../lib/reference-lists/stamps';
import { CropFrame } from '../../regions';

/** Whether a specimen's year falls within a stamp's stated years of use; null where either is unknown. */
export function yearAgainstStamp(year: number | null, stamp: Pick<StampDto, 'yearFrom' | 'yearTo'>): 'within' | 'outside' | null {
  if (year === null || (stamp.yearFrom === null && stamp.yearTo === null)) return null;
  const before = stamp.yearFrom !== null && year < stamp.yearFrom;
  const after = stamp.yearTo !== null && year > stamp.yearTo;
  return before || after ? 'outside' : 'within';
}

/**
 * The specimen's stamps as evidence (issue 54, point 2): each with the first crop of the visual key
 * where the catalogue has one (ADR 080), its kind, maker and years of use, its meaning, and the
 * specimen's year against those years. The dossier's section (`level` 2) and the opened record's (3).
 */
export function StampCrops({ stamps, year, level = 2 }: { stamps: readonly NamedRefDto[]; year: number | null; level?: 2 | 3 }) {
  const messages = useMessages();
  const t = messages.dossier;
  const locale = useLocale();
  const headingId = useId();
  const key = useStamps().data ?? [];
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={level === 2 ? 'item-section dossier__stamps' : 'collection-evidence'} aria-labelledby={headingId}>
      <Heading id={headingId}>{t.stamps}</Heading>
      {stamps.length === 0 && <p className="item-muted">{t.noStamps}</p>}
      <ul className="dossier__stamp-list">
        {stamps.map((stamp) => {
          const known = key.find((entry) => entry.id === stamp.id);
          const crop = known?.crops[0]?.crop ?? null;
          const against = known ? yearAgainstStamp(year, known) : null;
          return (
            <li key={stamp.id}>
              {crop && <CropFrame crop={crop} alt={t.stampCrop(shownName(locale, stamp).text)} sizes="8rem" className="dossier__crop" />}
              <Link to={paths.stamp(stamp.id)}>
                <NameOf named={stamp} />
              </Link>
              {known && (
                <span className="item-muted">
                  {[messages.stamps.kindLabel(known.kind), stampYearsText(locale, known.yearFrom, known.yearTo)].filter(Boolean).join(', ')}
                </span>
              )}
              {known?.manufacturer && (
                <span className="item-muted">
                  <NameOf named={known.manufacturer} />
                </span>
              )}
              {against && year !== null && (
                <span className={`collection-status collection-status--${against === 'within' ? 'match' : 'mismatch'}`}>
                  {t.stampYear[against](year)}
                </span>
              )}
              {known?.description && <SafeHtml html={known.description} className="dossier__stamp-meaning" />}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

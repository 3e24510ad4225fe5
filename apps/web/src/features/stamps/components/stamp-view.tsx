import { stampYearsText } from '@museum/contract';
import { Link } from 'react-router';
import { FactList } from '../../../components/ui/fact-list';
import { NameOf } from '../../../components/ui/name-of';
import { ResponsivePhoto } from '../../../components/ui/responsive-photo';
import { SafeHtml } from '../../../components/ui/safe-html';
import { TermText } from '../../../components/ui/term-text';
import { paths } from '../../../config/paths';
import { useContentLang, useLocale, useMessages } from '../../../lib/locale';
import { searchLink } from '../../search';
import type { Stamp } from '../api/get-stamp';

/** A stamp as read: its facts, meaning, images, and the years and makers of the items bearing it. */
export function StampView({ stamp }: { stamp: Stamp }) {
  const t = useMessages().stamps;
  const locale = useLocale();
  const contentLang = useContentLang();
  // FactList marks its values as catalogue text (Russian); these few are in the page's language.
  const own = (text: string | null) =>
    text && contentLang ? (
      <span lang={locale}>
        <TermText text={text} />
      </span>
    ) : (
      text
    );
  const bearing = stamp.bearing.products + stamp.bearing.details;
  return (
    <>
      <div className="item-card">
        <FactList
          facts={[
            [t.facts.kind, own(t.kindLabel(stamp.kind))],
            [
              t.facts.manufacturer,
              stamp.manufacturer && (
                <Link to={paths.manufacturer(stamp.manufacturer.id)}>
                  <NameOf named={stamp.manufacturer} />
                </Link>
              ),
            ],
            [t.facts.years, own(stampYearsText(locale, stamp.yearFrom, stamp.yearTo))],
            [t.facts.bearing, own(t.bearingCount(bearing))],
          ]}
        />
        <StampConflict stamp={stamp} />
        <h2>{t.meaning}</h2>
        {stamp.description ? <SafeHtml html={stamp.description} /> : <p className="item-muted">{t.noMeaning}</p>}
        {stamp.bearing.details > 0 && (
          <p>
            <Link to={searchLink({ searchType: 'details', stamps: String(stamp.id) })}>{t.searchDetails}</Link>
          </p>
        )}
      </div>
      <section className="item-section" aria-labelledby="stamp-images">
        <h2 id="stamp-images">
          {t.images} <span className="item-muted">({stamp.images.length})</span>
        </h2>
        {stamp.images.length === 0 ? (
          <p className="item-muted">{t.noImage}</p>
        ) : (
          <ul className="stamp-images">
            {stamp.images.map(({ photo }, i) => (
              <li key={photo.id}>
                <Link to={paths.photo(photo.id)}>
                  <ResponsivePhoto
                    photo={photo}
                    alt={t.imageAlt(stamp.name, i + 1)}
                    sizes="(max-width: 480px) 100vw, 320px"
                    priority={i === 0}
                    defaultWidth={320}
                    defaultHeight={240}
                  />
                </Link>
                {photo.credit && (
                  <span className="item-muted" lang={contentLang}>
                    {photo.credit}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="item-section" aria-labelledby="stamp-seen">
        <h2 id="stamp-seen">{t.seenWith}</h2>
        {stamp.seenYears.length === 0 && stamp.seenMakers.length === 0 ? (
          <p className="item-muted">{t.seenNothing}</p>
        ) : (
          <FactList
            facts={[
              [t.seenYears, stamp.seenYears.map((y) => `${y.year} (${y.items})`).join(', ')],
              [
                t.seenMakers,
                stamp.seenMakers.length > 0 && (
                  <span className="stamp-makers">
                    {stamp.seenMakers.map((maker) => (
                      <span key={maker.id}>
                        <Link to={paths.manufacturer(maker.id)}>
                          <NameOf named={maker} />
                        </Link>{' '}
                        ({maker.items})
                      </span>
                    ))}
                  </span>
                ),
              ],
            ]}
          />
        )}
      </section>
    </>
  );
}

/** The stamp's stated years against those of the dated items bearing it, in words, when they disagree (issue 51). */
export function StampConflict({ stamp }: { stamp: Pick<Stamp, 'conflict' | 'seen' | 'yearFrom' | 'yearTo'> }) {
  const t = useMessages().stamps;
  const locale = useLocale();
  const stated = stampYearsText(locale, stamp.yearFrom, stamp.yearTo);
  const seen = stampYearsText(locale, stamp.seen.from, stamp.seen.to);
  if (!stamp.conflict || !stated || !seen) return null;
  return (
    <p className="notice notice--error stamp-conflict" role="note" lang={locale}>
      {t.conflict.text(stated, seen, t.bearingCount(stamp.seen.items))}
    </p>
  );
}

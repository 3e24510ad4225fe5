import { nameIn, STAMP_KINDS, type StampDto, stampYearsText } from '@museum/contract';
import { Link } from 'react-router';
import { NameOf } from '../../../components/ui/name-of';
import { ResponsivePhoto } from '../../../components/ui/responsive-photo';
import { TermText } from '../../../components/ui/term-text';
import { paths } from '../../../config/paths';
import { useLocale, useMessages } from '../../../lib/locale';
import { useFilteredStamps } from '../../../lib/reference-lists/stamps';
import { CropFrame, regionPath } from '../../regions';
import { NewStamp } from '../components/new-stamp';
import { StampKeyFilters, useStampKeyQuery } from '../components/stamp-key-filters';
import '../../../components/ui/item-page.css';
import '../components/stamps.css';

/** One stamp of the list: its first image, name and how many items bear it; the page's first image (`first`) is not lazy. */
function StampCard({ stamp, first }: { stamp: StampDto; first: boolean }) {
  const messages = useMessages();
  const t = messages.stamps;
  const locale = useLocale();
  const years = stampYearsText(locale, stamp.yearFrom, stamp.yearTo);
  return (
    <li className="stamp-card">
      <Link to={paths.stamp(stamp.id)} className="stamp-card__link">
        {stamp.image ? (
          <ResponsivePhoto
            photo={stamp.image}
            alt=""
            sizes="160px"
            className="stamp-card__image"
            defaultWidth={160}
            defaultHeight={120}
            priority={first}
          />
        ) : (
          <span className="stamp-card__image stamp-card__image--none">{t.noImage}</span>
        )}
        <span className="stamp-card__name">
          <NameOf named={stamp} />
        </span>
      </Link>
      <span className="item-muted stamp-card__meta">
        {[years, t.bearingCount(stamp.bearing.products + stamp.bearing.details)].filter(Boolean).join(' · ')}
      </span>
      {stamp.conflict && <span className="stamp-card__conflict">{t.conflict.badge}</span>}
      {stamp.crops.length > 0 && (
        // The stamp as struck on several guns, side by side; each crop opens its photo at that place.
        <ul className="stamp-card__crops" aria-label={t.key.crops(nameIn(locale, stamp))}>
          {stamp.crops.map((region) =>
            region.crop ? (
              <li key={region.id}>
                <Link to={regionPath(region.photoId, region.id)}>
                  <CropFrame crop={region.crop} alt={messages.regions.onPhotos.open(region.photoId)} sizes="5rem" />
                </Link>
              </li>
            ) : null,
          )}
        </ul>
      )}
    </li>
  );
}

/**
 * `/stamps`, the visual key («Какое это клеймо?», issue 51): the stamps the filters keep, grouped by
 * kind, each with its first image and the count of items bearing it; a signed-in reader adds one.
 */
export function StampsPage() {
  const t = useMessages().stamps;
  const filters = useStampKeyQuery();
  const { data, isPending, isError } = useFilteredStamps(filters.query);
  let body: React.ReactNode;
  if (isPending) body = <p role="status">{t.loading}</p>;
  else if (isError)
    body = (
      <p role="alert" className="notice notice--error">
        {t.error}
      </p>
    );
  else if (!data.length) body = <p className="item-muted">{Object.keys(filters.query).length ? t.key.none : t.empty}</p>;
  else {
    // The first image in the page's order is its largest paint: fetched at once, not when it scrolls into view.
    const firstWithImage = STAMP_KINDS.flatMap((kind) => data.filter((stamp) => stamp.kind === kind && stamp.image))[0]?.id;
    body = STAMP_KINDS.map((kind) => {
      const ofKind = data.filter((stamp) => stamp.kind === kind);
      if (!ofKind.length) return null;
      return (
        <section key={kind} className="item-section" aria-labelledby={`stamps-${kind}`}>
          <h2 id={`stamps-${kind}`}>
            <TermText text={t.kindHeading(kind)} /> <span className="item-muted">({ofKind.length})</span>
          </h2>
          <ul className="stamp-grid">
            {ofKind.map((stamp) => (
              <StampCard key={stamp.id} stamp={stamp} first={stamp.id === firstWithImage} />
            ))}
          </ul>
        </section>
      );
    });
  }
  return (
    <div className="item-page">
      <h1>{t.title}</h1>
      <p className="item-muted">{t.intro}</p>
      <NewStamp />
      <section className="item-section" aria-labelledby="stamp-key">
        <h2 id="stamp-key">{t.key.title}</h2>
        <p className="item-muted">{t.key.intro}</p>
        <StampKeyFilters filters={filters} />
      </section>
      {body}
    </div>
  );
}

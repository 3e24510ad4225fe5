import type { YearRange, YearRow } from '@museum/contract/dating';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/locale';
import { useYearCount } from '../api/count-year-items';
import { countText, sumCounts, YearCountLink } from './year-count-link';

export interface YearPanelProps {
  row: YearRow;
  previous: number | null;
  next: number | null;
  headingId: string;
  onSelectYear: (year: number) => void;
  onClose: () => void;
}

const rangeText = (range: YearRange | null, none: string) =>
  range === null ? none : range.min === range.max ? String(range.min) : `${range.min}–${range.max}`;

function searchHref(searchType: 'products' | 'details' | 'all', year: number) {
  return `${paths.search}?${new URLSearchParams({ searchType, year: String(year) })}`;
}

/** The chosen year: its number ranges, searches of that year with counts, and the neighbouring years. */
export function YearPanel({ row, previous, next, headingId, onSelectYear, onClose }: YearPanelProps) {
  const messages = useMessages();
  const t = messages.yearTools.panel;
  const products = useYearCount('products', row.year);
  const details = useYearCount('details', row.year);
  const all =
    products.isError || details.isError
      ? t.countUnknown
      : products.data === undefined || details.data === undefined
        ? t.countLoading
        : countText({ isPending: false, isError: false, data: sumCounts(products.data, details.data) });

  return (
    <div className="yt-panel">
      <div className="yt-panel__top">
        <h2 id={headingId} className="yt-panel__title">
          {t.heading(row.year)}
        </h2>
        <button type="button" className="yt-button yt-button--ghost" onClick={onClose}>
          {t.close}
        </button>
      </div>
      <dl className="yt-panel__ranges">
        <dt>{t.maximRange}</dt>
        <dd>{row.maxim ? rangeText(row.maxim, messages.yearTools.list.none) : messages.yearTools.list.noRange}</dd>
        <dt>{t.stateFactoryRange}</dt>
        <dd>{rangeText(row.stateFactory, messages.yearTools.list.none)}</dd>
      </dl>
      <h3 className="yt-panel__subtitle">{t.searchHeading}</h3>
      <nav className="yt-panel__links" aria-label={t.searchHeading}>
        <YearCountLink to={searchHref('products', row.year)} label={t.products} count={countText(products)} />
        <YearCountLink to={searchHref('details', row.year)} label={t.details} count={countText(details)} />
        <YearCountLink to={searchHref('all', row.year)} label={t.all} count={all} />
      </nav>
      <h3 className="yt-panel__subtitle">{t.neighbours}</h3>
      <div className="yt-panel__neighbours">
        {previous !== null && (
          <button type="button" className="yt-button" onClick={() => onSelectYear(previous)}>
            {t.previous(previous)}
          </button>
        )}
        {next !== null && (
          <button type="button" className="yt-button" onClick={() => onSelectYear(next)}>
            {t.next(next)}
          </button>
        )}
      </div>
    </div>
  );
}

import type { YearRange, YearRow } from '@museum/contract/dating';
import { useMessages } from '../../../lib/locale';

const rangeText = (range: YearRange | null, fallback: string) =>
  range === null ? fallback : range.min === range.max ? String(range.min) : `${range.min}–${range.max}`;

export interface YearListProps {
  rows: readonly YearRow[];
  selected: number | null;
  onSelect: (year: number) => void;
}

/** Every year of both tables as a button with its number ranges; a click opens the year panel. */
export function YearList({ rows, selected, onSelect }: YearListProps) {
  const t = useMessages().yearTools.list;
  return (
    <>
      {/* Column titles for the compact rows of narrow screens; each button also names its columns for screen readers. */}
      <div className="yt-year-list__columns" aria-hidden="true">
        <span>{t.year}</span>
        <span>{t.maxim}</span>
        <span>{t.stateFactory}</span>
      </div>
      <ul className="yt-year-list">
        {rows.map((row) => (
          <li key={row.year}>
            <button
              type="button"
              className="yt-year"
              aria-pressed={row.year === selected}
              data-year={row.year}
              onClick={() => onSelect(row.year)}
            >
              <span className="yt-year__year">{row.year}</span>
              <span className="yt-year__range">
                <span className="yt-year__label">{t.maxim} </span>
                <span className="yt-year__numbers">{rangeText(row.maxim, t.noRange)}</span>
              </span>
              <span className="yt-year__range">
                <span className="yt-year__label">{t.stateFactory} </span>
                <span className="yt-year__numbers">{rangeText(row.stateFactory, t.none)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

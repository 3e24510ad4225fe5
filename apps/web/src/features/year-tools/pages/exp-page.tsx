import type { YearLookup } from '@museum/contract/dating';
import { maximTable, stateFactoryTable, yearRows } from '@museum/contract/dating';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/locale';
import { TableCalculator } from '../components/table-calculator';
import { YearThumbnails } from '../components/year-thumbnails';
import { YearWheel } from '../components/year-wheel';
import '../year-tools.css';
import '../exp-page.css';

const rangeText = (range: { min: number; max: number } | null, none: string) =>
  range === null ? none : range.min === range.max ? String(range.min) : `${range.min}–${range.max}`;

/** /exp: the year wheel with the year's ranges and photos, and the two serial tools that turn it. */
export function ExpPage() {
  const messages = useMessages();
  const t = messages.yearTools.expPage;
  const rows = useMemo(() => yearRows(), []);
  const years = useMemo(() => rows.map((row) => row.year), [rows]);
  const [year, setYear] = useState(1910);
  const hintId = useId();
  const row = rows.find((r) => r.year === year);

  function handleResult(result: YearLookup | null) {
    if (result) setYear(result.kind === 'approx' ? result.from : result.year);
  }

  return (
    <div className="yt-page">
      <header>
        <h1>{t.title}</h1>
        <p className="yt-lead">{t.lead}</p>
      </header>
      <div className="yt-exp">
        <section className="yt-card yt-exp__wheel" aria-labelledby="yt-wheel-title">
          <h2 id="yt-wheel-title" className="yt-card__title">
            {t.wheelLabel}
          </h2>
          <p id={hintId} className="yt-hint">
            {t.wheelHint}
          </p>
          <div className="yt-exp__wheel-row">
            <YearWheel years={years} value={year} onChange={setYear} label={t.wheelLabel} describedBy={hintId} />
            <div className="yt-exp__year" aria-live="polite">
              <p className="yt-exp__selected">{t.selectedYear(year)}</p>
              <dl className="yt-panel__ranges">
                <dt>{messages.yearTools.panel.maximRange}</dt>
                <dd>{row?.maxim ? rangeText(row.maxim, messages.yearTools.list.none) : messages.yearTools.list.noRange}</dd>
                <dt>{messages.yearTools.panel.stateFactoryRange}</dt>
                <dd>{rangeText(row?.stateFactory ?? null, messages.yearTools.list.none)}</dd>
              </dl>
              <Link to={paths.detailsOfYear(year)}>{t.openYearPage}</Link>
            </div>
          </div>
          <h3 className="yt-panel__subtitle">{t.yearItems}</h3>
          <YearThumbnails year={year} />
        </section>
        <section className="yt-exp__tools" aria-labelledby="yt-tools-title">
          <h2 id="yt-tools-title" className="yt-section-title">
            {t.toolsHeading}
          </h2>
          <TableCalculator table={maximTable} onResult={handleResult} />
          <TableCalculator table={stateFactoryTable} onResult={handleResult} />
        </section>
      </div>
    </div>
  );
}

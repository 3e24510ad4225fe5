import { maximTable, stateFactoryTable, yearRows } from '@museum/contract/dating';
import { useId, useMemo, useRef, useState } from 'react';
import { useMessages } from '../../../lib/locale';
import { BottomSheet } from '../components/bottom-sheet';
import { ChronologyCalculator } from '../components/chronology-calculator';
import { ChronologyStrip } from '../components/chronology-strip';
import { DatingChart } from '../components/dating-chart';
import { TableCalculator } from '../components/table-calculator';
import { YearList } from '../components/year-list';
import { YearPanel } from '../components/year-panel';
import { useNarrowScreen } from '../lib/use-narrow-screen';
import '../year-tools.css';
import '../year-page.css';

/** /year: three calculators, the chart of numbers against years (ADR 060), the list of years with their ranges, the year panel and the chronology strip. */
export function YearPage() {
  const messages = useMessages();
  const t = messages.yearTools.yearPage;
  const rows = useMemo(() => yearRows(), []);
  const [selected, setSelected] = useState<number | null>(null);
  const narrow = useNarrowScreen();
  const headingId = useId();
  const index = rows.findIndex((row) => row.year === selected);
  const row = rows[index];

  const sidePanel = useRef<HTMLElement>(null);

  // Opening a year moves the focus into its panel, so the keyboard need not tab through every year
  // to reach it (the bottom sheet focuses itself); closing gives the focus back to the year in the list.
  function handleSelect(year: number) {
    setSelected(year);
    if (!narrow) requestAnimationFrame(() => sidePanel.current?.focus());
  }
  function handleClose() {
    setSelected(null);
    if (selected !== null) requestAnimationFrame(() => document.querySelector<HTMLElement>(`.yt-year[data-year="${selected}"]`)?.focus());
  }

  const panel = row && (
    <YearPanel
      row={row}
      previous={rows[index - 1]?.year ?? null}
      next={rows[index + 1]?.year ?? null}
      headingId={headingId}
      onSelectYear={setSelected}
      onClose={handleClose}
    />
  );

  return (
    <div className="yt-page">
      <header className="yt-page__header">
        <h1>{t.title}</h1>
        <p className="yt-lead">{t.lead}</p>
      </header>
      <section aria-labelledby="yt-calculators">
        <h2 id="yt-calculators" className="yt-section-title">
          {t.calculatorsHeading}
        </h2>
        <div className="yt-calculators">
          <TableCalculator table={maximTable} />
          <TableCalculator table={stateFactoryTable} />
          <ChronologyCalculator />
        </div>
      </section>
      <section aria-labelledby="yt-dating-chart">
        <h2 id="yt-dating-chart" className="yt-section-title">
          {messages.dating.chart.heading}
        </h2>
        <DatingChart />
      </section>
      <section aria-labelledby="yt-years" className="yt-years-section">
        <h2 id="yt-years" className="yt-section-title">
          {t.listHeading}
        </h2>
        <p className="yt-hint">{t.listHint}</p>
        <div className={`yt-years-layout${panel && !narrow ? ' yt-years-layout--open' : ''}`}>
          <YearList rows={rows} selected={selected} onSelect={handleSelect} />
          {panel && !narrow && (
            <aside ref={sidePanel} className="yt-card yt-side-panel" aria-labelledby={headingId} tabIndex={-1}>
              {panel}
            </aside>
          )}
        </div>
        {panel && narrow && (
          <BottomSheet labelledBy={headingId} onClose={handleClose}>
            {panel}
          </BottomSheet>
        )}
      </section>
      <section aria-labelledby="yt-chronology">
        <h2 id="yt-chronology" className="yt-section-title">
          {t.chronologyHeading}
        </h2>
        <ChronologyStrip />
      </section>
    </div>
  );
}

import { useId, useMemo, useState } from 'react';
import { ru } from '../../../messages/ru';
import { BottomSheet } from '../components/bottom-sheet';
import { ChronologyCalculator } from '../components/chronology-calculator';
import { ChronologyStrip } from '../components/chronology-strip';
import { TableCalculator } from '../components/table-calculator';
import { YearList } from '../components/year-list';
import { YearPanel } from '../components/year-panel';
import { maximTable, stateFactoryTable, yearRows } from '../lib/serial-tables';
import { useNarrowScreen } from '../lib/use-narrow-screen';
import '../year-tools.css';
import '../year-page.css';

const t = ru.yearTools.yearPage;

/** /year: three calculators, the list of years with their ranges, the year panel and the chronology strip. */
export function YearPage() {
  const rows = useMemo(() => yearRows(), []);
  const [selected, setSelected] = useState<number | null>(null);
  const narrow = useNarrowScreen();
  const headingId = useId();
  const index = rows.findIndex((row) => row.year === selected);
  const row = rows[index];

  const panel = row && (
    <YearPanel
      key={row.year}
      row={row}
      previous={rows[index - 1]?.year ?? null}
      next={rows[index + 1]?.year ?? null}
      headingId={headingId}
      onSelectYear={setSelected}
      onClose={() => setSelected(null)}
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
      <section aria-labelledby="yt-years" className="yt-years-section">
        <h2 id="yt-years" className="yt-section-title">
          {t.listHeading}
        </h2>
        <p className="yt-hint">{t.listHint}</p>
        <div className={`yt-years-layout${panel && !narrow ? ' yt-years-layout--open' : ''}`}>
          <YearList rows={rows} selected={selected} onSelect={setSelected} />
          {panel && !narrow && (
            <aside className="yt-card yt-side-panel" aria-labelledby={headingId}>
              {panel}
            </aside>
          )}
        </div>
        {panel && narrow && (
          <BottomSheet labelledBy={headingId} onClose={() => setSelected(null)}>
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

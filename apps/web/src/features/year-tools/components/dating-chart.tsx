import type { DatedItemDto } from '@museum/contract';
import { maximTable, type YearRange } from '@museum/contract/dating';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { INTL_TAGS, pathInLocale, useContentLang, useLocale, useMessages } from '../../../lib/locale';
import { useDatingPoints } from '../api/dating';
import { useSettled } from '../lib/use-settled';

const TABLE = maximTable;
/** The numbers the chart spans at most: the table's last number and a little past it. */
const SERIAL_MAX = Math.ceil((Math.max(...TABLE.ranges.map((r) => r.max)) * 1.1) / 1000) * 1000;
const STEP = 100;
const WIDTH = 800;
const HEIGHT = 380;
const PAD = { left: 56, right: 16, top: 16, bottom: 40 };

/** Round tick values between `from` and `to`, about `count` of them. */
function ticks(from: number, to: number, count: number): number[] {
  const raw = (to - from) / count;
  const power = 10 ** Math.floor(Math.log10(Math.max(raw, 1)));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  const out: number[] = [];
  for (let v = Math.ceil(from / step) * step; v <= to; v += step) out.push(v);
  return out;
}

/** The years drawn: the table's ranges and the points in view, with a year of air on each side. */
function yearSpan(bands: readonly YearRange[], points: readonly DatedItemDto[]): [number, number] {
  const years = [...bands.map((b) => b.year), ...points.map((p) => p.year)];
  if (years.length === 0) return [1905, 1935];
  return [Math.min(...years) - 1, Math.max(...years) + 1];
}

/**
 * /year's chart: serial number (across) against year (up), the Maxim table's ranges as bands and
 * the catalogue's examples as points (a disagreeing one as a crossed ring), zoomed to a run of
 * numbers by two sliders. Every point is a link reachable by Tab with its label; the table under
 * the chart says the same in rows (ADR 060).
 */
export function DatingChart() {
  const t = useMessages().dating.chart;
  const locale = useLocale();
  const contentLang = useContentLang();
  const numberFormat = new Intl.NumberFormat(INTL_TAGS[locale]);
  const id = useId();
  const navigate = useNavigate();
  const [range, setRange] = useState({ from: 0, to: SERIAL_MAX });
  const settled = useSettled(range);
  const query = useDatingPoints(TABLE.id, settled.from, settled.to);
  const { from, to } = range;
  const points = (query.data?.points ?? []).filter((p) => p.serial >= from && p.serial <= to);
  const bands = TABLE.ranges.filter((r) => r.max >= from && r.min <= to);
  const [yearLow, yearHigh] = yearSpan(bands, points);
  const span = Math.max(to - from, 1);
  const x = (serial: number) => PAD.left + ((Math.min(Math.max(serial, from), to) - from) / span) * (WIDTH - PAD.left - PAD.right);
  const rowHeight = (HEIGHT - PAD.top - PAD.bottom) / (yearHigh - yearLow + 1);
  const y = (year: number) => PAD.top + (yearHigh - year + 0.5) * rowHeight;

  const setFrom = (value: number) => setRange((r) => ({ from: Math.min(value, r.to - STEP), to: r.to }));
  const setTo = (value: number) => setRange((r) => ({ from: r.from, to: Math.max(value, r.from + STEP) }));

  return (
    <div className="yt-chart">
      <fieldset className="yt-chart__zoom">
        <legend>{t.zoomLegend}</legend>
        {(
          [
            ['from', t.from, from, setFrom],
            ['to', t.to, to, setTo],
          ] as const
        ).map(([key, label, value, set]) => (
          <label key={key} className="yt-chart__slider">
            <span>
              {label} <output>{numberFormat.format(value)}</output>
            </span>
            <input
              aria-label={label}
              type="range"
              min={0}
              max={SERIAL_MAX}
              step={STEP}
              value={value}
              onChange={(e) => set(Number(e.target.value))}
            />
          </label>
        ))}
        <button type="button" className="button" onClick={() => setRange({ from: 0, to: SERIAL_MAX })}>
          {t.reset}
        </button>
      </fieldset>
      {query.isError && <p role="alert">{t.failed}</p>}
      {query.isPending && <p className="yt-hint">{t.loading}</p>}
      {query.data?.truncated && <p className="yt-hint">{t.truncated(query.data.limit)}</p>}
      <svg className="yt-chart__svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`}>
        <title id={`${id}-title`}>{t.title}</title>
        <desc id={`${id}-desc`}>{t.desc(points.length)}</desc>
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: grid, ticks and bands are drawing only (a <g> takes no focus); the points and the table say it all. */}
        <g aria-hidden="true">
          {ticks(yearLow, yearHigh, 8).map((year) => (
            <g key={`y${year}`} className="yt-chart__grid">
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(year)} y2={y(year)} />
              <text x={PAD.left - 6} y={y(year)} textAnchor="end" dominantBaseline="middle">
                {year}
              </text>
            </g>
          ))}
          {ticks(from, to, 5).map((serial) => (
            <text key={`x${serial}`} className="yt-chart__tick" x={x(serial)} y={HEIGHT - PAD.bottom + 18} textAnchor="middle">
              {numberFormat.format(serial)}
            </text>
          ))}
          <text className="yt-chart__axis" x={WIDTH - PAD.right} y={HEIGHT - 4} textAnchor="end">
            {t.axisSerial}
          </text>
          {bands.map((band) => (
            <rect
              key={band.year}
              className="yt-chart__band"
              x={x(band.min)}
              width={Math.max(x(band.max) - x(band.min), 2)}
              y={y(band.year) - rowHeight / 2}
              height={rowHeight}
            />
          ))}
        </g>
        {points.map((point) => {
          const label = t.pointLabel(point.title, point.serial, point.year, point.agrees);
          const cx = x(point.serial);
          const cy = y(point.year);
          return (
            // An SVG link: the router takes a plain click so the page does not reload.
            <a
              key={`${point.kind}-${point.id}`}
              href={pathInLocale(locale, point.path)}
              aria-label={label}
              className={`yt-chart__point${point.agrees ? '' : ' yt-chart__point--odd'}`}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                navigate(point.path);
              }}
            >
              <title>{label}</title>
              {point.agrees ? (
                <circle cx={cx} cy={cy} r={6} />
              ) : (
                <>
                  <circle cx={cx} cy={cy} r={8} />
                  <path d={`M${cx - 5} ${cy - 5}L${cx + 5} ${cy + 5}M${cx + 5} ${cy - 5}L${cx - 5} ${cy + 5}`} />
                </>
              )}
            </a>
          );
        })}
      </svg>
      <p className="yt-chart__legend" aria-hidden="true">
        <span className="yt-chart__key yt-chart__key--band" /> {t.legendBand} <span className="yt-chart__key yt-chart__key--point" />{' '}
        {t.legendPoint} <span className="yt-chart__key yt-chart__key--odd" /> {t.legendOdd}
      </p>
      <details className="yt-chart__table">
        <summary>{t.tableSummary}</summary>
        {points.length === 0 ? (
          <p>{t.empty}</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">{t.columns.number}</th>
                <th scope="col">{t.columns.year}</th>
                <th scope="col">{t.columns.item}</th>
                <th scope="col">{t.columns.table}</th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={`${point.kind}-${point.id}`}>
                  <td>{point.number}</td>
                  <td>{point.year}</td>
                  <td>
                    <Link to={point.path} lang={contentLang}>
                      {point.title}
                    </Link>
                  </td>
                  <td>{point.agrees ? t.agrees : t.disagrees}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </details>
    </div>
  );
}

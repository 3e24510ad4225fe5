import {
  DATING_REACH,
  type DatingExample,
  estimateYear,
  lookupYear,
  type SerialTable,
  tableYears,
  type YearLookup,
} from '@museum/contract/dating';

/** Mean absolute errors in years over one group of left-out examples. */
export interface LooGroup {
  examples: number;
  /** The estimate by distance (ADR 078). */
  estimate: number;
  /** The table's answer as one year (a span's middle). */
  table: number;
  /** The rule before ADR 078: the median of the five nearest on each side, none without one on each side and three in all (then the table's). */
  median: number;
}

export interface LooFigures {
  all: LooGroup;
  /** Where the table gives one exact year. */
  exact: LooGroup;
  /** Where the table gives a span, or a bound past its ends. */
  inexact: LooGroup;
  /** Where two other examples or more are within reach of the left-out one. */
  dense: LooGroup;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : Math.round(((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2);
};

/** The estimate before ADR 078, kept here only to measure against. */
function medianOfNearest(serial: number, others: readonly DatingExample[]): number | null {
  const below = others
    .filter((e) => e.serial < serial)
    .sort((a, b) => b.serial - a.serial)
    .slice(0, 5)
    .map((e) => e.year);
  const above = others
    .filter((e) => e.serial >= serial)
    .sort((a, b) => a.serial - b.serial)
    .slice(0, 5)
    .map((e) => e.year);
  if (below.length === 0 || above.length === 0 || below.length + above.length < 3) return null;
  const [low, high] = [median(below), median(above)].sort((a, b) => a - b) as [number, number];
  return Math.min(high, Math.max(low, median([...below, ...above])));
}

/**
 * Leave-one-out over a catalogue's dated examples: each example's stated year against what the
 * estimate, the table and the old median say for its number from all the others.
 */
export function leaveOneOut(table: SerialTable, examples: readonly DatingExample[]): LooFigures {
  const sums = { all: [] as number[][], exact: [] as number[][], inexact: [] as number[][], dense: [] as number[][] };
  examples.forEach((example, index) => {
    const others = examples.filter((_, i) => i !== index);
    const answer: YearLookup | null = lookupYear(table.ranges, example.serial);
    if (!answer) return;
    const tableYear = tableYears(answer).year;
    const estimate = estimateYear(example.serial, others, answer)?.year ?? tableYear;
    const old = medianOfNearest(example.serial, others) ?? tableYear;
    const errors = [estimate, tableYear, old].map((year) => Math.abs(year - example.year));
    sums.all.push(errors);
    sums[answer.kind === 'exact' ? 'exact' : 'inexact'].push(errors);
    if (others.filter((e) => Math.abs(e.serial - example.serial) <= DATING_REACH).length >= 2) sums.dense.push(errors);
  });
  const group = (rows: number[][]): LooGroup => {
    const mean = (i: number) =>
      rows.length === 0 ? 0 : Math.round((rows.reduce((sum, row) => sum + (row[i] as number), 0) / rows.length) * 1000) / 1000;
    return { examples: rows.length, estimate: mean(0), table: mean(1), median: mean(2) };
  };
  return { all: group(sums.all), exact: group(sums.exact), inexact: group(sums.inexact), dense: group(sums.dense) };
}

/** A small seeded generator (mulberry32), so the generated catalogue is the same on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A catalogue of `count` guns with noisy years: numbers spread over the table's ranges (and a
 * little past its end); the true year is the table's where it is exact and runs evenly across a
 * span between two ranges, and runs on at the last year's pace past the table's end; then 15 % of stated years are a year off and 3 % are 2-5 years off
 * (a repair year, a misread stamp).
 */
export function noisyCatalogue(table: SerialTable, count: number, seed = 49): DatingExample[] {
  const random = seeded(seed);
  const last = Math.max(...table.ranges.map((r) => r.max));
  // Past the table's end the numbering runs on at its last year's pace.
  const lastRange = table.ranges.find((r) => r.max === last);
  const lastWidth = Math.max(1, (lastRange?.max ?? 1) - (lastRange?.min ?? 0));
  const examples: DatingExample[] = [];
  for (let i = 0; i < count; i++) {
    const serial = 1 + Math.floor(random() * last * 1.05);
    const answer = lookupYear(table.ranges, serial);
    if (!answer) continue;
    const lowerEnd = Math.max(0, ...table.ranges.filter((r) => r.max < serial).map((r) => r.max));
    const upperEnd = Math.min(last + 1, ...table.ranges.filter((r) => r.min > serial).map((r) => r.min));
    const years = tableYears(answer);
    const truth =
      answer.kind === 'approx'
        ? Math.round(years.low + ((years.high - years.low) * (serial - lowerEnd)) / Math.max(1, upperEnd - lowerEnd))
        : answer.kind === 'after'
          ? answer.year + Math.floor((serial - last) / lastWidth)
          : years.year;
    const roll = random();
    const sign = random() < 0.5 ? -1 : 1;
    const noise = roll < 0.03 ? sign * (2 + Math.floor(random() * 4)) : roll < 0.18 ? sign : 0;
    examples.push({ serial, year: truth + noise });
  }
  return examples;
}

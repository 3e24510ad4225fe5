import type { YearLookup } from './lookup';

/** A dated example as the estimate reads it: its number as the table reads it and its stated year. */
export interface DatingExample {
  readonly serial: number;
  readonly year: number;
}

/** The catalogue's estimate of a number's year (ADR 078). */
export interface YearEstimate {
  readonly year: number;
  readonly low: number;
  readonly high: number;
  /** How many examples it rests on (0: the table's answer alone). */
  readonly examples: number;
  /** The serial distance those examples cover: the farthest one's distance from the number (0 without examples). */
  readonly within: number;
  /** What the examples alone say, null without any: set beside an exact table year it is a contradiction when they differ. */
  readonly fromExamples: number | null;
}

/** How far in serial an example reaches: farther ones say nothing of the number (the sparse end leaves the table's answer). */
export const DATING_REACH = 1000;
/** Examples read on each side of the number: their median year, so one odd stated year does not move the estimate. */
const PER_SIDE = 5;

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/** The table's answer as one year (the middle of a span) and the years it allows. */
export function tableYears(answer: YearLookup): { year: number; low: number; high: number } {
  switch (answer.kind) {
    case 'exact':
      return { year: answer.year, low: answer.year, high: answer.year };
    case 'approx':
      return { year: Math.round((answer.from + answer.to) / 2), low: answer.from, high: answer.to };
    case 'before':
      return { year: answer.year, low: Number.NEGATIVE_INFINITY, high: answer.year };
    case 'after':
      return { year: answer.year, low: answer.year, high: Number.POSITIVE_INFINITY };
  }
}

/**
 * What the examples within reach say: the year of the examples at the number itself, else a line
 * between the nearest ones below and above (each side's median year at its nearest number), else
 * the one side's. Null when none is within reach.
 */
function fromExamples(serial: number, examples: readonly DatingExample[]) {
  const near = examples.filter((e) => Math.abs(e.serial - serial) <= DATING_REACH);
  const at = near.filter((e) => e.serial === serial);
  const byDistance = (a: DatingExample, b: DatingExample) => Math.abs(a.serial - serial) - Math.abs(b.serial - serial);
  const below = near
    .filter((e) => e.serial < serial)
    .sort(byDistance)
    .slice(0, PER_SIDE);
  const above = near
    .filter((e) => e.serial > serial)
    .sort(byDistance)
    .slice(0, PER_SIDE);
  const used = at.length > 0 ? at : [...below, ...above];
  const [nearBelow, nearAbove] = [below[0], above[0]];
  if (used.length === 0) return null;
  let year: number;
  if (at.length > 0) year = median(at.map((e) => e.year));
  else if (nearBelow && nearAbove) {
    const [y0, y1] = [median(below.map((e) => e.year)), median(above.map((e) => e.year))];
    year = y0 + ((y1 - y0) * (serial - nearBelow.serial)) / (nearAbove.serial - nearBelow.serial);
  } else year = median(used.map((e) => e.year));
  const within = Math.max(...used.map((e) => Math.abs(e.serial - serial)));
  return { year, used, within };
}

/**
 * A number's year from the catalogue's examples weighed by distance, with the table's answer as
 * the prior: an exact table year stands (examples that say otherwise are a contradiction, shown
 * as `fromExamples`); a span of years is narrowed by the examples inside it; past the table's
 * ends, or without an answer, the examples alone. `low`-`high` spans the table's years and the
 * used examples' years. Null with neither an answer nor an example within reach.
 */
export function estimateYear(serial: number, examples: readonly DatingExample[], answer: YearLookup | null): YearEstimate | null {
  const found = fromExamples(serial, examples);
  const table = answer ? tableYears(answer) : null;
  if (!found && !table) return null;
  const said = found ? Math.round(found.year) : null;
  const clamp = (year: number) => (table ? Math.min(table.high, Math.max(table.low, year)) : year);
  const year = found ? Math.round(clamp(found.year)) : (table?.year as number);
  const years = [year, ...(found?.used.map((e) => e.year) ?? [])];
  if (table && Number.isFinite(table.low)) years.push(table.low);
  if (table && Number.isFinite(table.high)) years.push(table.high);
  return {
    year,
    low: Math.min(...years),
    high: Math.max(...years),
    examples: found?.used.length ?? 0,
    within: found?.within ?? 0,
    fromExamples: said,
  };
}

import { lookupYear, needsNote, type YearLookup } from './lookup';
import type { SerialTable } from './serial-tables';

/** How many years a stated year may stray from the table's answer before it is «Проверить год» (ADR 060). */
export const YEAR_TOLERANCE = 1;

/**
 * The years of issue a table allows for a serial number: the table's answer widened by the
 * tolerance on each side (null: no bound that way), and the years the table names without numbers
 * when the caution note applies (Maxim numbers under 10 000 were used again from 1935).
 */
export interface AllowedYears {
  readonly low: number | null;
  readonly high: number | null;
  readonly alsoYears: readonly number[];
}

function boundsOf(answer: YearLookup): { low: number | null; high: number | null } {
  switch (answer.kind) {
    case 'exact':
      return { low: answer.year - YEAR_TOLERANCE, high: answer.year + YEAR_TOLERANCE };
    case 'approx':
      return { low: answer.from - YEAR_TOLERANCE, high: answer.to + YEAR_TOLERANCE };
    case 'before':
      return { low: null, high: answer.year + YEAR_TOLERANCE };
    case 'after':
      return { low: answer.year - YEAR_TOLERANCE, high: null };
  }
}

/** What `table` allows for `serial`, or null when the table has no ranges to look in. */
export function allowedYears(table: SerialTable, serial: number): AllowedYears | null {
  const answer = lookupYear(table.ranges, serial);
  if (!answer) return null;
  return { ...boundsOf(answer), alsoYears: needsNote(table, serial) ? table.unrangedYears : [] };
}

/** True when a stated year is within what the table allows for the serial. */
export function agreesWithTable(table: SerialTable, serial: number, year: number): boolean {
  const allowed = allowedYears(table, serial);
  if (!allowed) return true;
  const { low, high, alsoYears } = allowed;
  return ((low === null || year >= low) && (high === null || year <= high)) || alsoYears.includes(year);
}

/** A run of serial numbers, both ends inclusive (`to` null: no end), over which the table allows the same years. */
export interface SerialSegment extends AllowedYears {
  readonly from: number;
  readonly to: number | null;
}

const sameAllowed = (a: AllowedYears, b: AllowedYears) =>
  a.low === b.low && a.high === b.high && a.alsoYears.length === b.alsoYears.length && a.alsoYears.every((y, i) => b.alsoYears[i] === y);

/**
 * The table's answer as runs of serial numbers from 0 up, so a database can ask «which stated
 * years disagree» in one condition per run instead of looking each number up. The answer changes
 * only where a range starts, just after one ends, and at the caution note's bound.
 */
export function tableSegments(table: SerialTable): SerialSegment[] {
  const cuts = new Set<number>([0, table.noteBelow]);
  for (const r of table.ranges) {
    cuts.add(r.min);
    cuts.add(r.max + 1);
  }
  const starts = [...cuts].sort((a, b) => a - b);
  const segments: SerialSegment[] = [];
  starts.forEach((from, i) => {
    const allowed = allowedYears(table, from);
    if (!allowed) return;
    const next = starts[i + 1];
    const to = next === undefined ? null : next - 1;
    const last = segments.at(-1);
    if (last && sameAllowed(last, allowed)) segments[segments.length - 1] = { ...last, to };
    else segments.push({ from, to, ...allowed });
  });
  return segments;
}

import type { YearRange } from '@museum/contract/dating';
import { parseSerial } from '@museum/contract/dating';

/** One detail of the chronology answer (GET /details/by-manufacturer-and-belongs-to). */
export interface ChronologyItem {
  readonly id: number;
  readonly name?: string | null;
  readonly number: string | null;
  readonly year: number | null;
}

export interface ChronologyYear {
  readonly year: number;
  readonly items: readonly ChronologyItem[];
}

/** Groups details by year, ascending; details without a year can't be placed and are left out. */
export function groupByYear(items: readonly ChronologyItem[]): ChronologyYear[] {
  const groups = new Map<number, ChronologyItem[]>();
  for (const item of items) {
    if (item.year === null || !Number.isFinite(item.year)) continue;
    const group = groups.get(item.year) ?? [];
    group.push(item);
    groups.set(item.year, group);
  }
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([year, group]) => ({ year, items: group }));
}

/**
 * Turns the chronology into year ranges (smallest to largest numeric serial of each year),
 * so the manufacturer calculator answers with the same lookup as the two printed tables.
 * Serials are read digits-only, like the inputs; a detail without digits adds nothing.
 */
export function chronologyRanges(items: readonly ChronologyItem[]): YearRange[] {
  const ranges: YearRange[] = [];
  for (const { year, items: group } of groupByYear(items)) {
    const serials = group.map((item) => parseSerial(item.number ?? '')).filter((n): n is number => n !== null);
    if (serials.length > 0) ranges.push({ year, min: Math.min(...serials), max: Math.max(...serials) });
  }
  return ranges;
}

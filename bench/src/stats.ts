/** The p-th percentile (0..100) of some numbers, by nearest rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

export const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Issue 34 point 0: every search endpoint's c=16 p95 within this many times `products/{id}`'s, uncached. */
export const SEARCH_P95_TARGET = 2.5;

export interface SearchRatio {
  name: string;
  p95: number;
  /** `products/{id}`'s c=16 p95 in the same run. */
  itemP95: number;
  ratio: number;
  met: boolean;
}

/**
 * Each search endpoint's (`search/…`) c=16 p95 over `products/{id}`'s in the same run, uncached
 * (issue 34 point 0); none when the run has no `products/{id}`.
 */
export function searchRatios(endpoints: { name: string; p95At16: number | undefined }[]): SearchRatio[] {
  const item = endpoints.find((e) => e.name === 'products/{id}')?.p95At16;
  if (item === undefined || !(item > 0)) return [];
  return endpoints
    .filter((e) => e.name.startsWith('search/') && e.p95At16 !== undefined)
    .map((e) => {
      const ratio = round((e.p95At16 as number) / item);
      return { name: e.name, p95: e.p95At16 as number, itemP95: item, ratio, met: ratio <= SEARCH_P95_TARGET };
    });
}

/** The ratios as lines to print. */
export function searchRatioLines(ratios: SearchRatio[]): string[] {
  if (ratios.length === 0) return [];
  return [
    `Uncached c=16 p95 of each search over products/{id}'s (${ratios[0]?.itemP95} ms), target ≤ ${SEARCH_P95_TARGET}×:`,
    ...ratios.map(
      (r) => `  ${r.name.padEnd(26)} ${String(r.p95).padStart(8)} ms  ${String(r.ratio).padStart(5)}×  ${r.met ? 'met' : 'NOT met'}`,
    ),
  ];
}

/** The middle value of some numbers (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

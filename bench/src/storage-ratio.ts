import { round } from './stats';

/** One measure taken on both storages in the same run (higher is better: per second). */
export interface PairedMeasure {
  name: string;
  unit: string;
  local: number[];
  s3: number[];
}

export interface PairedRow {
  name: string;
  unit: string;
  local: number;
  s3: number;
  /** S3 over local: below 1 means the object store is slower. */
  ratio: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/**
 * The median of each side's rounds and their ratio. Rounds alternate which storage goes first,
 * so a busy minute of a shared machine weighs on both; the median drops one odd round.
 */
export function pairedRows(measures: PairedMeasure[]): PairedRow[] {
  return measures
    .filter((m) => m.local.length > 0 && m.s3.length > 0)
    .map((m) => {
      const local = median(m.local);
      const s3 = median(m.s3);
      return { name: m.name, unit: m.unit, local: round(local, 2), s3: round(s3, 2), ratio: local > 0 ? round(s3 / local, 2) : Number.NaN };
    });
}

/** A Markdown table of the rows, as bench/README.md shows them. */
export function pairedTable(rows: PairedRow[]): string {
  const lines = ['| measure | local disk | S3 emulator | S3 / local |', '|---|---|---|---|'];
  for (const row of rows) lines.push(`| ${row.name} | ${row.local} ${row.unit} | ${row.s3} ${row.unit} | ${row.ratio} |`);
  return lines.join('\n');
}

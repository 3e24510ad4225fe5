/**
 * The two serial-number tables of the spec (docs/spec/part-2-browse-edit-moderation.md, section 9), as typed data.
 * A single-number year of the state factory is a range whose min equals its max.
 * This module and `lookup.ts` are the single source for every year tool on /year and /exp and for the
 * server's dating answer (ADR 060), so both answer alike.
 */

/** Serial numbers known for one year of issue, both ends inclusive. */
export interface YearRange {
  readonly year: number;
  readonly min: number;
  readonly max: number;
}

export type SerialTableId = 'maxim' | 'stateFactory';

export interface SerialTable {
  readonly id: SerialTableId;
  /** Ranges in year order; the numbers grow with the years in both tables. */
  readonly ranges: readonly YearRange[];
  /** Years the table names without any number range (Maxim 1935-1945). */
  readonly unrangedYears: readonly number[];
  /** Numbers below this get the table's caution note (see `noteFor` in lookup.ts). */
  readonly noteBelow: number;
}

const range = (year: number, min: number, max: number = min): YearRange => ({ year, min, max });

/** Tula Maxim machine gun: year → min-max. */
export const maximTable: SerialTable = {
  id: 'maxim',
  ranges: [
    range(1905, 1, 200),
    range(1906, 200, 320),
    range(1907, 431, 757),
    range(1908, 980, 1611),
    range(1909, 1702, 2350),
    range(1910, 2350, 2900),
    range(1911, 2900, 3300),
    range(1912, 3300, 4500),
    range(1913, 4500, 5200),
    range(1914, 5200, 6700),
    range(1915, 6700, 11600),
    range(1916, 11600, 23800),
    range(1917, 23800, 35000),
    range(1918, 35000, 40000),
    range(1919, 40000, 47700),
    range(1920, 47700, 51000),
    range(1921, 51000, 53000),
    range(1922, 53000, 54000),
    range(1923, 54000, 55000),
    range(1924, 55000, 56500),
    range(1925, 56500, 58500),
    range(1926, 58500, 59900),
    range(1927, 59900, 61300),
    range(1928, 61300, 62300),
    range(1929, 62300, 67000),
    range(1930, 67000, 70000),
    range(1931, 70000, 79200),
    range(1932, 79200, 95600),
    range(1933, 95600, 104400),
    range(1934, 104400, 109400),
  ],
  unrangedYears: [1935, 1936, 1937, 1938, 1939, 1940, 1941, 1942, 1943, 1944, 1945],
  // Numbering was reset in 1935-1937, so a small number may be a late gun.
  noteBelow: 10000,
};

/** Sokolov machine gun of the state factory: year → range or a single known number. */
export const stateFactoryTable: SerialTable = {
  id: 'stateFactory',
  ranges: [
    range(1911, 635, 792),
    range(1912, 1216),
    range(1913, 1543),
    range(1914, 1928),
    range(1915, 3920, 4330),
    range(1916, 6200, 12213),
    range(1917, 13743, 18033),
    range(1918, 18988, 20226),
    range(1919, 20940, 26463),
    range(1920, 30052),
    range(1921, 31938),
    range(1923, 37408, 37481),
    range(1927, 40538, 41880),
    range(1928, 42872, 43615),
    range(1929, 44771),
    range(1930, 47851, 52747),
    range(1931, 52853, 59675),
    range(1932, 68531),
    range(1933, 75544),
    range(1934, 83400),
  ],
  unrangedYears: [],
  // Early numbers often fall into single-year points: the neighbouring range must be checked.
  noteBelow: 2000,
};

export const serialTables: Record<SerialTableId, SerialTable> = { maxim: maximTable, stateFactory: stateFactoryTable };

/** Every year either table names, ascending, with the range each table gives it (if any). */
export interface YearRow {
  readonly year: number;
  readonly maxim: YearRange | null;
  readonly stateFactory: YearRange | null;
}

export function yearRows(): YearRow[] {
  const years = new Set<number>();
  for (const table of [maximTable, stateFactoryTable]) {
    for (const r of table.ranges) years.add(r.year);
    for (const y of table.unrangedYears) years.add(y);
  }
  const find = (table: SerialTable, year: number) => table.ranges.find((r) => r.year === year) ?? null;
  return [...years]
    .sort((a, b) => a - b)
    .map((year) => ({ year, maxim: find(maximTable, year), stateFactory: find(stateFactoryTable, year) }));
}

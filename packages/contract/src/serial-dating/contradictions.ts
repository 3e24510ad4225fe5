import { agreesWithTable } from './agreement';
import { DATING_REACH, type DatingExample, estimateYear } from './estimate';
import { lookupYear } from './lookup';
import type { SerialTable } from './serial-tables';

/** A dated example the table contradicts, and the examples near it agree with it (ADR 078). */
export interface DatingContradiction<E extends DatingExample> {
  readonly example: E;
  /** The table's exact year for the example's number. */
  readonly tableYear: number;
  /** What the other examples within reach say for that number (the estimate's `fromExamples`). */
  readonly examplesYear: number;
  /** How many other examples that rests on. */
  readonly examples: number;
}

/**
 * The examples where the catalogue contradicts the table: the table gives an exact year for the
 * number, the example's stated year is off it (as «Проверить год» judges), and the other examples
 * within reach say a year off it too, as the number's estimate would say plainly. A lone odd year
 * among agreeing neighbours is not one (it stays in «Проверить год» only). By number.
 */
export function datingContradictions<E extends DatingExample>(table: SerialTable, examples: readonly E[]): DatingContradiction<E>[] {
  const found: DatingContradiction<E>[] = [];
  // By number, so the examples within reach of one are a run of neighbours: the cost is the
  // disagreeing examples times their neighbours, not every pair of a large catalogue.
  const sorted = [...examples].sort((a, b) => a.serial - b.serial);
  let [low, high] = [0, 0];
  sorted.forEach((example, index) => {
    while ((sorted[low] as E).serial < example.serial - DATING_REACH) low += 1;
    while (high < sorted.length && (sorted[high] as E).serial <= example.serial + DATING_REACH) high += 1;
    const answer = lookupYear(table.ranges, example.serial);
    if (answer?.kind !== 'exact' || agreesWithTable(table, example.serial, example.year)) return;
    const others = [...sorted.slice(low, index), ...sorted.slice(index + 1, high)];
    const said = estimateYear(example.serial, others, answer);
    if (said?.fromExamples == null || agreesWithTable(table, example.serial, said.fromExamples)) return;
    found.push({ example, tableYear: answer.year, examplesYear: said.fromExamples, examples: said.examples });
  });
  return found;
}

import type { DatedItemDto, DatingDto } from '@museum/contract';
import { activeMessages } from '../../../lib/locale';

/** The examples of an answer, lowest number first. */
export const examplesOf = (dating: Pick<DatingDto, 'below' | 'above'>): DatedItemDto[] =>
  [...dating.below, ...dating.above].sort((a, b) => a.serial - b.serial || a.id - b.id);

/** The year most examples carry, or null when two years tie. */
function mostFrequent(years: readonly number[]): number | null {
  const counts = new Map<number, number>();
  for (const year of years) counts.set(year, (counts.get(year) ?? 0) + 1);
  const sorted = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  const [first, second] = sorted;
  return first && (!second || second[1] < first[1]) ? first[0] : null;
}

/**
 * The evidence in one sentence: «В каталоге: 7 пулемётов с номерами 11 800–12 400, все 1916 года»,
 * with its variants for no example, one, two, and mixed years, and how many disagree with the table.
 */
export function evidenceSentence(dating: Pick<DatingDto, 'below' | 'above'>): string {
  const t = activeMessages().dating.evidence;
  const examples = examplesOf(dating);
  const first = examples[0];
  const last = examples.at(-1);
  if (!first || !last) return t.none;
  const odd = examples.filter((e) => !e.agrees).length;
  const tail = odd > 0 ? ` ${t.disagree(odd)}` : '';
  if (examples.length === 1) return `${t.one(first.kind, first.serial, first.year)}${tail}`;
  const guns = examples.filter((e) => e.kind === 'product').length;
  const lead = t.lead(t.items(guns, examples.length - guns), first.serial, last.serial);
  const years = examples.map((e) => e.year);
  const low = Math.min(...years);
  const high = Math.max(...years);
  const when = low === high ? (examples.length === 2 ? t.bothOfYear(low) : t.allOfYear(low)) : t.years(low, high, mostFrequent(years));
  return `${lead}, ${when}.${tail}`;
}

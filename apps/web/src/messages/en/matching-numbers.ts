import type { Catalogue } from '../catalogue';
import type { matchingNumbers as ruMatchingNumbers } from '../ru/matching-numbers';
import { count } from './count';

/** Texts of matching numbers (ADR 063): the product page's block, the types page's mark and the search filter. */
export const matchingNumbers: Catalogue<typeof ruMatchingNumbers> = {
  title: 'Part numbers',
  productNumber: 'Gun number',
  noProductNumber: 'The gun has no number recorded, so there is nothing to compare its parts’ numbers with.',
  noNumber: 'no number',
  status: { match: 'matches', mismatch: 'different number', missing: 'no number recorded' },
  verdict: (status: 'match' | 'mismatch', part: string, product: string) =>
    status === 'match' ? `matches: ${part} = ${product}` : `different number: ${part} ≠ ${product}`,
  place: 'where struck',
  allMatch: 'numbers match',
  mismatched: (n: number, total: number) => `${n} of ${count(total, 'part', 'parts')} with a different number`,
  missing: (n: number, total: number) => `no number recorded on ${n} of ${count(total, 'part', 'parts')}`,
  carriesNumber: 'carries the gun’s number',
  carriesNumberOf: (name: string) => `“${name}” carries the gun’s number`,
  filter: 'Only guns with matching numbers',
  filterHint: 'Guns whose parts that carry the gun’s number all carry the same number; parts are not searched then.',
};
